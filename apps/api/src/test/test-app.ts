import { openDatabase } from '@store/db/client'
import type { Database } from '@store/db/client'
import { migrateDatabase } from '@store/db/migrate'
import { seedDatabase } from '@store/db/seed'
import { buildApp } from '../app'
import { readEnv } from '../env'
import { createTestDatabaseUrl } from './postgres'

/** A fixed clock, so 'newest' and dates in tests do not depend on the day they run. */
export const TEST_NOW = new Date('2026-11-01T03:00:00Z')

/**
 * The app on its own freshly migrated and seeded database: in-memory PGlite,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestApp() {
  const databaseUrl = process.env.TEST_DATABASE_URL
    ? await createTestDatabaseUrl(process.env.TEST_DATABASE_URL)
    : undefined
  const database: Database = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 4 })
  await migrateDatabase(database)
  await seedDatabase(database.db, { now: TEST_NOW })
  const env = readEnv({
    DATA_DIR: '/tmp/kainara-test-data',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
  })
  const app = await buildApp({ db: database.db, env })
  await app.ready()
  return {
    app,
    db: database.db,
    kind: database.kind,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>
