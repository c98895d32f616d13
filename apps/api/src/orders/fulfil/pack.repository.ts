import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { orders } from '@store/db/schema'

/**
 * Marks a paid courier order packed, only if no one has (two staff at once:
 * one wins). The status stays as it is (docs/decisions/053).
 */
export async function markPacked(tx: Transaction, orderId: number, now: Date) {
  const [packed] = await tx
    .update(orders)
    .set({ packedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.packedAt),
        eq(orders.shippingType, 'ONLINE_DELIVERY'),
        inArray(orders.status, ['PAID', 'PROCESSED']),
      ),
    )
    .returning({ id: orders.id })
  return packed !== undefined
}
