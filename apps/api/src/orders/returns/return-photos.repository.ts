import { and, count, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orderReturns, returnPhotoUploads } from '@store/db/schema'

/** A return of the upload's order that already names its photo. */
const namedByReturn = (db: Executor) =>
  db
    .select({ one: sql`1` })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.orderId, returnPhotoUploads.orderId),
        sql`${orderReturns.photos} ? ${returnPhotoUploads.mediaKey}`,
      ),
    )

/** Photos uploaded for the order that none of its returns names yet. */
export async function countLoosePhotos(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(returnPhotoUploads)
    .where(and(eq(returnPhotoUploads.orderId, orderId), notExists(namedByReturn(db))))
  return row?.n ?? 0
}

/** Records that the photo came for the order; the same photo twice is one row. */
export async function insertReturnPhoto(
  tx: Transaction,
  photo: { orderId: number; mediaKey: string; createdAt: Date },
) {
  await tx.insert(returnPhotoUploads).values(photo).onConflictDoNothing()
}

/**
 * Of the keys a request names, those uploaded for this order, each with
 * whether one of the order's returns already names it.
 */
export async function findOrderPhotos(
  db: Executor,
  orderId: number,
  keys: readonly string[],
): Promise<Map<string, { claimed: boolean }>> {
  if (keys.length === 0) return new Map()
  const rows = await db
    .select({
      key: returnPhotoUploads.mediaKey,
      claimed: sql<boolean>`exists (${namedByReturn(db)})`.mapWith(Boolean),
    })
    .from(returnPhotoUploads)
    .where(
      and(eq(returnPhotoUploads.orderId, orderId), inArray(returnPhotoUploads.mediaKey, [...keys])),
    )
  return new Map(rows.map((row) => [row.key, { claimed: row.claimed }]))
}
