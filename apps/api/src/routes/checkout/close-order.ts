import { asc, eq } from 'drizzle-orm'
import { orderLines } from '@store/db/schema'
import type { orders } from '@store/db/schema'
import type { TrxStatus } from '@store/contract/order-status'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import type { OrderRow } from './place-order'
import { moveOrder } from '../fulfilment/order-moves'
import { releasePromoUse } from './promo-codes'

/**
 * Moves a waiting order to CANCELLED or EXPIRED and gives back what it held:
 * its stock to the showroom it came from and its promo use. The update is
 * conditional on the order still waiting, so a second close (another
 * instance, a repeated notification) returns nothing twice, and its event (expired or cancelled)
 * is recorded with the move.
 */
export async function closeWaitingOrder(
  writer: CatalogueWriter,
  order: Pick<OrderRow, 'id' | 'showroomId'>,
  status: Extract<TrxStatus, 'CANCELLED' | 'EXPIRED'>,
  now: Date,
  payment: Partial<typeof orders.$inferInsert> = {},
): Promise<boolean> {
  const closed = await moveOrder(writer.tx, order.id, 'WAITING_PAYMENT', status, {
    ...payment,
    closedAt: now,
  })
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
