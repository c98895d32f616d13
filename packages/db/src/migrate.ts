import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { Database } from './client'

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))
// Any number that no other code uses; it serialises migrations across API processes.
const MIGRATION_LOCK = 727_101

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  const db = database.db as unknown as NodePgDatabase
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`)
  try {
    await migratePg(db, { migrationsFolder })
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`)
  }
}
