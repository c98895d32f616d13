import { formatRupiah } from '@store/contract/format/money'
import type { MailMessage } from '../../lib/mail/mailer'
import { composeMail } from '../../lib/mail/templates'
import { MAIL_WORDS } from '../../i18n/words'
import type { OrderLineRow, OrderRow } from '../order.repository'

/**
 * The confirmation sent when the order is made, in the language it was
 * placed in: what was bought, the total, the 1x24 hour hold, and where to
 * follow it (`orderUrl`: the member's orders page or a guest's signed link).
 */
export function orderConfirmationMail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  orderUrl: string,
): MailMessage {
  const locale = order.language
  const words = MAIL_WORDS[locale]
  const rupiah = (amount: number) => formatRupiah(amount, locale)
  const items = lines.map((line) =>
    words.order_placed_line({
      qty: line.qty,
      product: line.productName,
      size: line.sizeCode,
      amount: rupiah(line.subtotal),
    }),
  )
  const how =
    order.shippingType === 'PICKUP_ON_STORE'
      ? words.order_placed_pickup()
      : words.order_placed_shipping({
          courier: `SiCepat ${order.shippingServiceName ?? ''}`,
          amount: rupiah(order.shippingCost),
        })
  const promo =
    order.promoDiscount > 0
      ? [
          words.order_placed_promo({
            code: order.promoCode ?? '',
            amount: rupiah(order.promoDiscount),
          }),
        ]
      : []
  const body = {
    paragraphs: [
      words.order_placed_thanks({ ref: order.trxRef }),
      ...items,
      ...promo,
      how,
      words.order_placed_total({ amount: rupiah(order.grandTotal) }),
    ],
    action: { label: words.mail_see_order(), url: orderUrl },
  }
  const subject = words.order_placed_subject({ ref: order.trxRef })
  return composeMail(
    order.buyerEmail,
    subject,
    words.mail_hello({ name: order.buyerName }),
    body,
    locale,
  )
}
