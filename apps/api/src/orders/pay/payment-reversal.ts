import type { TrxStatus } from '@store/contract/order-status'
import { TRX_STATUS_LABELS } from '@store/contract/order-status'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { moveOrder } from '../order-moves.repository'
import { listHeldLines } from '../order.repository'
import type { PaymentRecord } from './payment.repository'
import { recordOwedRefund } from './payment-reversal.repository'
import type { OrderRow } from '../order.repository'
import { releasePromoUse } from '../place/promo-code.repository'

export const REVERSAL_REASON = 'Faspay reversed the payment.'

/**
 * A reversal of a paid order the shop has not started on (decision 050): the
 * order is cancelled, its stock goes back to its showroom through the one
 * stock path, its promo use is released, and the amount paid is recorded as
 * owed for the finance team to check against the provider and settle. The
 * move is conditional on PAID, so a repeated notification does nothing twice.
 */
export async function cancelReversedOrder(
  writer: CatalogueWriter,
  order: Pick<OrderRow, 'id' | 'showroomId' | 'grandTotal'>,
  now: Date,
  payment: PaymentRecord,
): Promise<boolean> {
  const cancelled = await moveOrder(writer.tx, order.id, 'PAID', 'CANCELLED', {
    paymentStatusCode: payment.paymentStatusCode,
    paymentStatusDesc: payment.paymentStatusDesc,
    closedAt: now,
    cancelReason: REVERSAL_REASON,
  })
  if (!cancelled) return false
  for (const line of await listHeldLines(writer.tx, order.id))
    await writer.putBackStock({ ...line, showroomId: order.showroomId })
  await releasePromoUse(writer.tx, order.id)
  await recordOwedRefund(writer.tx, {
    orderId: order.id,
    amount: order.grandTotal,
    reason: REVERSAL_REASON,
  })
  return true
}

/** What a person is told about an order a notification could not move. */
export function attentionFor(status: TrxStatus, reversal: boolean): string {
  const label = TRX_STATUS_LABELS[status]
  return reversal
    ? `Faspay reversed the payment after the order was ${label}; check the goods and the money with the buyer.`
    : `Faspay reported a payment for an order that is ${label}; refund the buyer or revive the order.`
}
