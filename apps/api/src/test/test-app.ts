import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { openDatabase } from '@store/db/client'
import type { Database } from '@store/db/client'
import { buildApp } from '../app'
import { readEnv } from '../env'
import type { Env } from '../env'
import { copyTemplateDatabase } from './postgres'
import { TEST_SANDBOX_SECRET } from './payment'

export { TEST_NOW } from './clock'

/** A copy of the seeded demo database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const templateUrl = inject('templateDatabaseUrl')
  if (templateUrl) {
    return openDatabase({
      databaseUrl: await copyTemplateDatabase(templateUrl),
      dataDir: 'unused',
      poolSize: 4,
    })
  }
  const dumpPath = inject('seedDumpPath')
  if (!dumpPath) throw new Error('the global setup did not seed a database')
  const dump = new Blob([await readFile(dumpPath)])
  return openDatabase({ dataDir: 'memory://', loadDataDir: dump })
}

/** The app on its own copy of the seeded store (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(envOverrides: Record<string, string> = {}) {
  const database = await openTestDatabase()
  const env: Env = readEnv({
    DATA_DIR: '/tmp/kainara-test-data',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    // Tests run jobs by name, with the clock where they put it.
    BACKGROUND_JOBS: 'off',
    // The built-in payment page on purpose, even where a test names an https PUBLIC_URL.
    PAYMENT_SANDBOX: 'on',
    PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET,
    ...envOverrides,
  })
  const app = await buildApp({
    db: database.db,
    env,
    databaseKind: database.kind,
    poolStats: database.poolStats,
  })
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
