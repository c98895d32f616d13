import { sql } from 'drizzle-orm'
import { afterAll, expect, inject, test, vi } from 'vitest'
import pg from 'pg'
import { openDatabase } from '@store/db/client'
import type { Database } from '@store/db/client'
import { buildApp } from './app'
import { readEnv } from './env'
import { sqlRows } from './lib/sql-rows'
import { copyTemplateDatabase } from './test/postgres'

const templateUrl = inject('templateDatabaseUrl')
let database: Database | undefined
let app: Awaited<ReturnType<typeof buildApp>> | undefined

afterAll(async () => {
  await app?.close()
  await database?.close()
})

test.runIf(templateUrl)(
  'a PostgreSQL connection the server drops does not take the store down, and the next call is answered',
  async () => {
    const url = await copyTemplateDatabase(templateUrl!)
    const dropped: Error[] = []
    database = await openDatabase({
      databaseUrl: url,
      dataDir: 'unused',
      poolSize: 2,
      onConnectionError: (error) => dropped.push(error),
    })
    const env = readEnv({ WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/x' })
    app = await buildApp({ db: database.db, env })
    await app.ready()
    const cart = () =>
      app!.inject({ method: 'GET', url: '/api/cart?local_device_id=connection-drop-device' })
    expect((await cart()).statusCode).toBe(200)

    // As a restart, a failover or an administrator would: every other connection to this database ends.
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
    await admin.end()
    await vi.waitFor(() => expect(dropped.length).toBeGreaterThan(0))

    expect((await cart()).statusCode).toBe(200)
  },
)

test.runIf(templateUrl)(
  'a connection dropped while a transaction holds it fails that transaction, not the process',
  async () => {
    const url = await copyTemplateDatabase(templateUrl!)
    const dropped: Error[] = []
    const held = await openDatabase({
      databaseUrl: url,
      dataDir: 'unused',
      poolSize: 1,
      onConnectionError: (error) => dropped.push(error),
    })
    try {
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      // Between two statements, as a checkout is while it works out prices: no query waits
      // on the connection when the server ends it (as a restart does).
      const transaction = held.db.transaction(async (tx) => {
        const [row] = await sqlRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)
        await admin.query('select pg_terminate_backend($1)', [row?.pid])
        await vi.waitFor(() => expect(dropped.length).toBeGreaterThan(0))
        await tx.execute(sql`select 1`)
      })
      await expect(transaction).rejects.toThrow()
      await admin.end()
      // The pool left the broken connection behind and opens a new one.
      expect(await sqlRows(held.db, sql`select 1 as one`)).toEqual([{ one: 1 }])
    } finally {
      await held.close()
    }
  },
)
