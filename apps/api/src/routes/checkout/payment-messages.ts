import { MESSAGES } from '@store/contract/messages'
import { formatDateTime } from '@store/contract/format/date-time'
import { toWibText } from '@store/contract/format/wib-text'
import type { OrderRow } from '../../orders/order.repository'

/**
 * What the shopper back from the payment page reads. Only the order's own
 * status says it is paid; a success on the return alone means the
 * notification is still on its way.
 */
export function returnMessage(
  order: Pick<OrderRow, 'status' | 'userId' | 'expiresAt'>,
  returnedPaid: boolean,
): string {
  if (order.status === 'WAITING_PAYMENT') {
    if (returnedPaid) return 'We are confirming your payment, this page updates in a moment.'
    return `Your payment did not go through. You can pay again until ${formatDateTime(toWibText(order.expiresAt))}.`
  }
  if (order.status === 'EXPIRED')
    return 'This order has expired because it was not paid within 1x24 hours.'
  if (order.status === 'CANCELLED') return 'This order has been cancelled.'
  return order.userId === null ? MESSAGES.thankYouGuest : MESSAGES.thankYouMember
}
