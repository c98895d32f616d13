import type { Db } from '@store/db/client'
import type { PaymentData } from '@store/contract/checkout-payment'
import type { PaymentService } from '../../services/payment'
import { offeredChannelUids } from '../../services/payment/payment-settings.repository'
import { billOf } from './order-bill'
import { listOrderLines } from '../order.repository'
import type { OrderRow } from '../order.repository'

/**
 * The same bill again for a shopper back from a failed or cancelled attempt
 * while the order is still held (spec section 4: 1x24 hours). The bill is
 * rebuilt from the order, so its number, total and signature are the ones
 * first sent; paying it twice is stopped by the notification's own rule.
 */
export async function payAgainData(
  db: Db,
  order: OrderRow,
  options: { returnedPaid: boolean; now: Date; payment: PaymentService; storeOrigin: string },
): Promise<PaymentData | undefined> {
  if (order.status !== 'WAITING_PAYMENT' || options.returnedPaid) return undefined
  if (order.expiresAt.getTime() <= options.now.getTime()) return undefined
  const [lines, channels] = await Promise.all([
    listOrderLines(db, order.id),
    offeredChannelUids(db, options.payment.channels),
  ])
  return options.payment.paymentData(billOf(order, lines, channels), options.storeOrigin)
}
