import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { Database, Executor } from './client'

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))
// Any number that no other code uses; it serialises migrations across API processes.
const MIGRATION_LOCK = 727_101

export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusive(MIGRATION_LOCK, () => migrateHeld(database))
}

/**
 * The migrations, then `then` (the demo store's seeding), one process at a time: two
 * instances started together on an empty server neither race the schema nor seed twice.
 */
export async function prepareDatabase<T>(database: Database, then: () => Promise<T>): Promise<T> {
  return database.exclusive(MIGRATION_LOCK, async () => {
    await migrateHeld(database)
    return then()
  })
}

async function migrateHeld(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
}

let newestMigrationMillis: number | undefined

/**
 * Whether every migration of the folder is recorded as applied, the way the
 * migrator decides it: the newest applied one is at least as recent as the folder's last.
 */
export async function migrationsApplied(db: Executor): Promise<boolean> {
  newestMigrationMillis ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
  )
  // Both drivers (PGlite and pg) answer `{ rows }`.
  const result: unknown = await db.execute(
    sql`select coalesce(max(created_at), 0) as newest from drizzle.__drizzle_migrations`,
  )
  const rows = (result as { rows: { newest: string | number }[] }).rows
  return Number(rows[0]?.newest ?? 0) >= newestMigrationMillis
}
