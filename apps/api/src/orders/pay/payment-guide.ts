import type { Db } from '@store/db/client'
import type { PaymentGuide } from '@store/contract/payment-guide'
import { toWibText } from '@store/contract/format/wib-text'
import type { PaymentService } from '../../services/payment'
import { channelByUid } from '../../services/payment/channels'
import { qrisSvgDataUrl } from '../../services/payment/qris/qr-image'
import type { OrderRow } from '../order.repository'
import { payAgainData } from './pay-again'

export interface PaymentGuideDeps {
  db: Db
  payment: PaymentService
  now: Date
  storeOrigin: string
}

/**
 * How to pay an order that still waits within its hold (issue 35): the channel the shopper chose,
 * from the number the built-in page issued or the provider's last report of an attempt, that
 * number again, when the hold ends, and the same bill to open again. Null once it cannot be paid.
 */
export async function paymentGuideFor(
  order: OrderRow,
  deps: PaymentGuideDeps,
): Promise<PaymentGuide | null> {
  const { db, payment, now, storeOrigin } = deps
  const bill = await payAgainData(db, order, { returnedPaid: false, now, payment, storeOrigin })
  if (!bill) return null
  const issued = await payment.findIssuedCode(db, order.trxNo)
  const channel = channelByUid(issued?.channelUid ?? order.paymentChannelUid)
  return {
    channel_kind: channel?.kind ?? null,
    channel_name: channel?.name ?? order.paymentChannel,
    // A QRIS is shown as its code to scan; its reference is the page's, not the shopper's.
    pay_code: issued?.qrisPayload ? null : (issued?.code ?? null),
    qris_image: issued?.qrisPayload ? await qrisSvgDataUrl(issued.qrisPayload) : null,
    expires_at: toWibText(order.expiresAt),
    payment_data: bill,
  }
}
