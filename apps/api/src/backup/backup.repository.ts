import { sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'

/** How many tables the public schema holds: none on a new, empty database. */
export async function countPublicTables(db: Executor): Promise<number> {
  const result: unknown = await db.execute(
    sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
  )
  const [row] = (result as { rows: { count: number }[] }).rows
  return row?.count ?? 0
}
