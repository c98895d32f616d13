import type { BillableOrder } from '../../services/payment'
import type { OrderLineRow } from '../order.repository'
import type { OrderRow } from '../order.repository'

/** The order as the payment page bills it; a line's bundle share lowers its unit price. */
export function billOf(order: OrderRow, lines: readonly OrderLineRow[]): BillableOrder {
  return {
    billNo: order.trxNo,
    billRef: order.trxRef,
    createdAt: order.createdAt,
    grandTotal: order.grandTotal,
    description: `KAINARA order ${order.trxRef}`,
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
  }
}
