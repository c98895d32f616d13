import type { TrxStatus } from '@store/contract/order-status'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import type { OrderRow } from '../order.repository'
import { moveOrder } from '../order-moves.repository'
import { listHeldLines } from '../order.repository'
import type { PaymentRecord } from '../pay/payment.repository'
import { releasePromoUse } from '../place/promo-code.repository'

type ClosedStatus = Extract<TrxStatus, 'CANCELLED' | 'EXPIRED'>

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
  status: ClosedStatus,
  now: Date,
  payment: PaymentRecord = {},
): Promise<boolean> {
  return closeOrder(writer, order, 'WAITING_PAYMENT', status, { ...payment, closedAt: now })
}

/**
 * Closes an order that is still in `from` (a waiting order, or a paid one
 * staff cancel) and gives back its stock and promo use in the writer's
 * transaction; false, with nothing given back, when it has moved on.
 */
export async function closeOrder(
  writer: CatalogueWriter,
  order: Pick<OrderRow, 'id' | 'showroomId'>,
  from: TrxStatus,
  status: ClosedStatus,
  changes: PaymentRecord & { closedAt: Date },
): Promise<boolean> {
  const closed = await moveOrder(writer.tx, order.id, from, status, changes)
  if (!closed) return false
  for (const line of await listHeldLines(writer.tx, order.id))
    await writer.putBackStock({ ...line, showroomId: order.showroomId })
  await releasePromoUse(writer.tx, order.id)
  return true
}
