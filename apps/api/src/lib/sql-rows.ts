import type { SQL } from 'drizzle-orm'
import type { Executor } from '@store/db/client'

/** Rows of a raw statement; both drivers (PGlite and pg) answer `{ rows }`. */
export async function sqlRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement)
  return (result as { rows: T[] }).rows
}
