import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../test/sql'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const probe = (url: string) => t.app.inject({ method: 'GET', url })

describe('the health probes', () => {
  test('a running store is alive and ready', async () => {
    expect((await probe('/healthz')).json()).toEqual({ status: 'alive' })
    const ready = await probe('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
  })

  test('a database missing a migration is not ready, though the process is alive', async () => {
    const [last] = await queryRows<{ hash: string; created_at: string }>(
      t.db,
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
          returning hash, created_at`,
    )
    const notReady = await probe('/readyz')
    expect(notReady.statusCode).toBe(503)
    expect(notReady.json()).toEqual({
      status: 'not ready',
      error: { message: 'The database has migrations not applied yet.' },
    })
    expect((await probe('/healthz')).statusCode).toBe(200)
    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`,
    )
    expect((await probe('/readyz')).statusCode).toBe(200)
  })

  test('a store shutting down is alive but no longer ready', async () => {
    t.app.readiness.startDraining()
    const draining = await probe('/readyz')
    expect(draining.statusCode).toBe(503)
    expect(draining.json()).toEqual({
      status: 'not ready',
      error: { message: 'The store is shutting down.' },
    })
    expect((await probe('/healthz')).statusCode).toBe(200)
  })
})
