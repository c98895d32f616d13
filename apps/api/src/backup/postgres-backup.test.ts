import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { openDatabase } from '@store/db/client'
import type { Database } from '@store/db/client'
import { buildApp } from '../app'
import { readEnv } from '../env'
import { copyTemplateDatabase } from '../test/postgres'
import { everyRow, makeShopData, runDataCommand, runStore } from './backup-fixtures'

const run = test.runIf(process.env.TEST_DATABASE_URL)
const names: string[] = []
let shopUrl: string
let before: Record<string, string[]>
let photoKey: string
const file = `/tmp/kainara-pg-backup-${process.pid}.dump`

/** Runs `statement` on the server's maintenance database. */
async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

async function emptyDatabase() {
  const name = `kainara_restore_${process.pid}_${names.length}`
  await onServer(`create database ${name}`)
  names.push(name)
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

async function withDatabase<T>(url: string, use: (database: Database) => Promise<T>) {
  const database = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 })
  try {
    return await use(database)
  } finally {
    await database.close()
  }
}

beforeAll(async () => {
  const template = inject('templateDatabaseUrl')
  if (!template) return
  shopUrl = await copyTemplateDatabase(template)
  names.push(new URL(shopUrl).pathname.slice(1))
  before = await withDatabase(shopUrl, async (database) => {
    const env = readEnv({ DATA_DIR: '/tmp/kainara-test-data', LOG_LEVEL: 'silent' })
    const app = await buildApp({ db: database.db, env, databaseKind: 'postgres' })
    await app.ready()
    const shop = { app, db: database.db, kind: database.kind, close: () => app.close() }
    photoKey = (await makeShopData(shop)).key
    await app.close()
    return everyRow(database.db)
  })
})
afterAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return
  for (const name of names) await onServer(`drop database if exists ${name} with (force)`)
})

run(
  'a backup of a store on PostgreSQL restored into an empty database gives back every row and photo',
  async () => {
    const backedUp = await runStore({ DATABASE_URL: shopUrl }, 'backup', file)
    expect(backedUp).toEqual({
      code: 0,
      out: `Backed up the PostgreSQL database, photos included, to ${file}.`,
    })
    const emptyUrl = await emptyDatabase()
    const restored = await runDataCommand({ DATABASE_URL: emptyUrl }, 'restore', file)
    expect(restored.code, restored.out).toBe(0)
    const after = await withDatabase(emptyUrl, (database) => everyRow(database.db))
    expect(Object.keys(after)).toEqual(Object.keys(before))
    for (const table of ['orders', 'order_lines', 'users', 'carts', 'cart_items', 'media_files'])
      expect(before[table]!.length, table).toBeGreaterThan(0)
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table])
    // A row's text holds its bytea in hex: the photo is compared byte for byte.
    expect(after.media_files?.[0]).toContain(`uploads/${photoKey}.jpg`)
  },
  120_000,
)

run(
  'a restore onto a database with tables is refused without --force and replaces them with it',
  async () => {
    const refused = await runDataCommand({ DATABASE_URL: shopUrl }, 'restore', file)
    expect(refused.code).toBe(1)
    expect(refused.out).toMatch(
      /^The database already holds \d+ tables\. Restoring replaces them: add --force to do so, after stopping every instance of the store\.$/,
    )
    await withDatabase(shopUrl, (database) => database.db.execute('delete from cart_items'))
    const forced = await runDataCommand({ DATABASE_URL: shopUrl }, 'restore', file, '--force')
    expect(forced.code, forced.out).toBe(0)
    const after = await withDatabase(shopUrl, (database) => everyRow(database.db))
    expect(after.cart_items).toEqual(before.cart_items)
  },
  120_000,
)
