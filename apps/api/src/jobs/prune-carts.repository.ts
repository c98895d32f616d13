import { and, inArray, isNotNull, lt } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { carts } from '@store/db/schema'

/** Deletes up to `limit` guest carts last used before `cutoff`; members' carts are kept. Answers how many. */
export async function deleteStaleGuestCarts(
  tx: Transaction,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const stale = tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(isNotNull(carts.deviceId), lt(carts.updatedAt, cutoff)))
    .limit(limit)
  const deleted = await tx.delete(carts).where(inArray(carts.id, stale)).returning({ id: carts.id })
  return deleted.length
}
