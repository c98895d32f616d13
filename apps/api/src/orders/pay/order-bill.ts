import type { BillableOrder } from '../../services/payment'
import { MAIL_WORDS } from '../../i18n/words'
import type { OrderLineRow } from '../order.repository'
import type { OrderRow } from '../order.repository'

/**
 * The order as the payment page bills it; a line's bundle share lowers its unit price.
 * `channels` are the ids the owner offers (payment-settings.repository.ts).
 */
export function billOf(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  channels: readonly string[],
): BillableOrder {
  return {
    billNo: order.trxNo,
    billRef: order.trxRef,
    createdAt: order.createdAt,
    grandTotal: order.grandTotal,
    description: MAIL_WORDS[order.language].bill_description({ ref: order.trxRef }),
    customer: {
      number: order.userId === null ? order.trxNo : String(order.userId),
      name: order.buyerName,
      email: order.buyerEmail,
    },
    lines: lines.map((line) => ({
      name: `${line.productName} (${line.sizeCode})`,
      qty: line.qty,
      unitPrice: Math.round(line.subtotal / line.qty),
    })),
    shipping:
      order.shippingCost > 0
        ? { name: `SiCepat ${order.shippingServiceName ?? ''}`.trim(), cost: order.shippingCost }
        : null,
    language: order.language,
    channels,
  }
}
