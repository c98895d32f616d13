import { formatRupiah } from '@store/contract/format/money'
import type { MailMessage } from '../../lib/mail/mailer'
import { renderHtml, renderText } from '../../lib/mail/layout'
import type { OrderLineRow, OrderRow } from '../order.repository'

/**
 * The confirmation sent when the order is made: what was bought, the total,
 * the 1x24 hour hold, and where to follow it (`orderUrl`: the member's
 * orders page or a guest's signed link).
 */
export function orderConfirmationMail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  orderUrl: string,
): MailMessage {
  const items = lines.map(
    (line) =>
      `${line.qty} x ${line.productName} (${line.sizeCode}): ${formatRupiah(line.subtotal)}`,
  )
  const how =
    order.shippingType === 'PICKUP_ON_STORE'
      ? 'You will pick it up at the store you chose; we prepare it at least 1 hour after your payment succeeds.'
      : `Shipping by SiCepat ${order.shippingServiceName ?? ''}: ${formatRupiah(order.shippingCost)}.`
  const body = {
    paragraphs: [
      `Thank you for your order ${order.trxRef}.`,
      ...items,
      ...(order.promoDiscount > 0
        ? [`Promo ${order.promoCode ?? ''}: -${formatRupiah(order.promoDiscount)}`]
        : []),
      how,
      `Total to pay: ${formatRupiah(order.grandTotal)}. Unpaid orders are held 1x24 hours, then cancelled.`,
    ],
    action: { label: 'See your order', url: orderUrl },
  }
  const greeting = `Hi ${order.buyerName},`
  return {
    to: order.buyerEmail,
    subject: `Your KAINARA order ${order.trxRef}`,
    text: renderText(greeting, body),
    html: renderHtml(greeting, body),
  }
}
