import { and, count, eq, notExists, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orderReturns, returnPhotoUploads } from '@store/db/schema'

/** Photos uploaded for the order that none of its returns names yet. */
export async function countLoosePhotos(db: Executor, orderId: number): Promise<number> {
  const named = db
    .select({ one: sql`1` })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.orderId, returnPhotoUploads.orderId),
        sql`${orderReturns.photos} ? ${returnPhotoUploads.mediaKey}`,
      ),
    )
  const [row] = await db
    .select({ n: count() })
    .from(returnPhotoUploads)
    .where(and(eq(returnPhotoUploads.orderId, orderId), notExists(named)))
  return row?.n ?? 0
}

/** Records that the photo came for the order; the same photo twice is one row. */
export async function insertReturnPhoto(
  tx: Transaction,
  photo: { orderId: number; mediaKey: string; createdAt: Date },
) {
  await tx.insert(returnPhotoUploads).values(photo).onConflictDoNothing()
}
