import type { TrxStatus } from '@store/contract/order-status'
import { TRX_STATUS_LABELS } from '@store/contract/format/order-status'

/** What a person is told about an order a notification could not move (decision 050). */
export function attentionFor(status: TrxStatus, reversal: boolean): string {
  const label = TRX_STATUS_LABELS[status]
  return reversal
    ? `Faspay reversed the payment after the order was ${label}; check the goods and the money with the buyer.`
    : `Faspay reported a payment for an order that is ${label}; refund the buyer or revive the order.`
}
