import { eq } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import type { hashtagImages, imageSliders, showroomRegions, showrooms } from '@store/db/schema'

/** The lists the back office orders by hand. */
export type OrderedTable =
  typeof imageSliders | typeof hashtagImages | typeof showroomRegions | typeof showrooms

/**
 * The one reorder-with-check rule: puts a whole list (the table's rows, or
 * those `where` picks) in the given order, its rows locked, only if `ids` are
 * exactly the list's rows as they stand; false, with nothing changed, when
 * another change (an add, a delete) came first.
 */
export async function reorderList(
  tx: Transaction,
  table: OrderedTable,
  ids: readonly number[],
  where?: SQL,
) {
  const rows = await tx.select({ id: table.id }).from(table).where(where).for('update')
  const held = new Set(rows.map((row) => row.id))
  if (held.size !== ids.length || new Set(ids).size !== ids.length) return false
  if (!ids.every((id) => held.has(id))) return false
  for (const [index, id] of ids.entries())
    await tx
      .update(table)
      .set({ sortOrder: index + 1 })
      .where(eq(table.id, id))
  return true
}
