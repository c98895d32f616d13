import { and, asc, eq } from 'drizzle-orm'
import { orderLines, orders } from '@store/db/schema'
import type { TrxStatus } from '@store/contract/order-status'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import type { OrderRow } from './place-order'
import { releasePromoUse } from './promo-codes'

/**
 * Moves a waiting order to CANCELLED or EXPIRED and gives back what it held:
 * its stock to the showroom it came from and its promo use. The update is
 * conditional on the order still waiting, so a second close (another
 * instance, a repeated notification) returns nothing twice.
 */
export async function closeWaitingOrder(
  writer: CatalogueWriter,
  order: Pick<OrderRow, 'id' | 'showroomId'>,
  status: Extract<TrxStatus, 'CANCELLED' | 'EXPIRED'>,
  now: Date,
  payment: Partial<typeof orders.$inferInsert> = {},
): Promise<boolean> {
  const [closed] = await writer.tx
    .update(orders)
    .set({ ...payment, status, closedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'WAITING_PAYMENT')))
    .returning({ id: orders.id })
  if (!closed) return false
  const lines = await writer.tx
    .select({ productSizeId: orderLines.productSizeId, qty: orderLines.qty })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.productSizeId))
  for (const line of lines) await writer.putBackStock({ ...line, showroomId: order.showroomId })
  await releasePromoUse(writer.tx, order.id)
  return true
}
