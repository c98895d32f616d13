import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { openDatabase } from '@store/db/client'
import { loadPgliteDataDir } from '@store/db/pglite-files'
import { buildApp } from '../app'
import { readEnv } from '../env'
import type { TestApp } from '../test/test-app'
import { everyRow, makeShopData, runDataCommand, runStore } from './backup-fixtures'

let work: string
let before: Record<string, string[]>
let photoKey: string
const SECRET = 'a kept order link secret of forty-four chars'

/** The embedded store on its own data folder, started from the seeded demo store. */
async function openStore(dataDir: string): Promise<TestApp> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') })
  const env = readEnv({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    BACKGROUND_JOBS: 'off',
    MEDIA_PRERENDER: 'off',
  })
  const app = await buildApp({ db: database.db, env, databaseKind: 'pglite' })
  await app.ready()
  const close = async () => {
    await app.close()
    await database.close()
  }
  return { app, db: database.db, kind: database.kind, close }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'kainara-backup-'))
  const seed = inject('seedDumpPath')
  if (!seed) return
  await loadPgliteDataDir(join(work, 'shop', 'pglite'), await readFile(seed))
  await writeFile(join(work, 'shop', 'order-link-secret'), `${SECRET}\n`)
  const shop = await openStore(join(work, 'shop'))
  photoKey = (await makeShopData(shop)).key
  before = await everyRow(shop.db)
  await shop.close()
})
afterAll(async () => rm(work, { recursive: true, force: true }))

const backupFile = () => join(work, 'shop.backup')

// The PostgreSQL suite proves its own round trip (postgres-backup.test.ts).
test.skipIf(process.env.TEST_DATABASE_URL)(
  'a backup of the embedded store restored onto an empty data folder gives back every row and photo',
  async () => {
    const shop = { DATA_DIR: join(work, 'shop') }
    const backedUp = await runDataCommand(shop, 'backup', backupFile())
    expect(backedUp).toEqual({
      code: 0,
      out: `Backed up the embedded store in ${shop.DATA_DIR} (database and 1 photos) to ${backupFile()}.`,
    })
    const empty = { DATA_DIR: join(work, 'restored') }
    const restored = await runDataCommand(empty, 'restore', backupFile())
    expect(restored.code, restored.out).toBe(0)
    expect(restored.out).toMatch(/^Restored the backup of \S+ \(database and 1 photos\) into /)

    const again = await openStore(empty.DATA_DIR)
    const after = await everyRow(again.db)
    await again.close()
    expect(Object.keys(after)).toEqual(Object.keys(before))
    for (const table of [
      'orders',
      'order_lines',
      'order_events',
      'users',
      'carts',
      'cart_items',
      'media_images',
    ])
      expect(before[table]!.length, table).toBeGreaterThan(0)
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table])
    const photo = `media/uploads/${photoKey}.jpg`
    expect(await readFile(join(empty.DATA_DIR, photo))).toEqual(
      await readFile(join(shop.DATA_DIR, photo)),
    )
    expect(await readFile(join(empty.DATA_DIR, 'order-link-secret'), 'utf8')).toBe(`${SECRET}\n`)
  },
  120_000,
)

test.skipIf(process.env.TEST_DATABASE_URL)(
  'a restore onto a store with data is refused without --force, and with it keeps the old data aside',
  async () => {
    const shop = { DATA_DIR: join(work, 'shop') }
    const refused = await runDataCommand(shop, 'restore', backupFile())
    expect(refused).toEqual({
      code: 1,
      out:
        `${join(shop.DATA_DIR, 'pglite')} already holds a database. Restoring replaces it: ` +
        'add --force to do so (what is there now is moved aside, not deleted).',
    })
    const forced = await runDataCommand(shop, 'restore', backupFile(), '--force')
    expect(forced.code, forced.out).toBe(0)
    const kept = (await readdir(shop.DATA_DIR)).filter((name) => name.includes('before-restore'))
    expect(kept).toHaveLength(1)
    expect(forced.out).toContain(
      `What was there before is kept in ${join(shop.DATA_DIR, kept[0]!)}`,
    )
  },
  120_000,
)

test('a file that is not a backup, a PostgreSQL backup without DATABASE_URL and a missing name are refused', async () => {
  const shop = { DATA_DIR: join(work, 'other') }
  await writeFile(join(work, 'notes.txt'), 'not a backup')
  await writeFile(
    join(work, 'server.backup'),
    Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(600)]),
  )
  expect(await runDataCommand(shop, 'restore', join(work, 'notes.txt'))).toEqual({
    code: 1,
    out: `${join(work, 'notes.txt')} is not a backup made by \`npm run store -- backup\`.`,
  })
  expect(await runDataCommand(shop, 'restore', join(work, 'server.backup'))).toEqual({
    code: 1,
    out: `${join(work, 'server.backup')} is a backup of a store on PostgreSQL: set DATABASE_URL to the database to restore it into.`,
  })
  // Through the terminal's own entry: a data command needs no running store.
  expect(await runStore(shop, 'backup')).toEqual({
    code: 1,
    out: 'Name one backup file. Usage: backup <file>',
  })
}, 60_000)
