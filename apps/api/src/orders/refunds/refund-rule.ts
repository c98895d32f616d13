/** The order's money as it was charged: the figures stored when it was placed. */
export interface ChargedOrder {
  itemsTotal: number
  shippingCost: number
  promoDiscount: number
  /** What the promo code took its discount from: the items or the shipping tariff. */
  promoOn: 'PRODUCT' | 'SHIPPING' | null
}

/** A line as charged: its quantity, its subtotal after its own and its bundle's discounts. */
export interface ChargedLine {
  id: number
  qty: number
  subtotal: number
  /** Units already cancelled (and refunded) before this cancel. */
  cancelledQty: number
}

/** Units to cancel now, by order line. */
export type CancelledUnits = ReadonlyMap<number, number>

/** What a cancel owes, split so a person can read it; `total` is the sum of the parts. */
export interface RefundOwed {
  items: number
  promoShare: number
  shipping: number
  total: number
}

/**
 * What the buyer has paid for a set of units (`units` per line): each
 * line's subtotal for those units, less their share of a promo code taken
 * from the items, plus the shipping (less a shipping promo) once every unit
 * is in. For the whole order it is exactly the grand total.
 */
function paidFor(
  order: ChargedOrder,
  lines: readonly ChargedLine[],
  units: (l: ChargedLine) => number,
) {
  const items = lines.reduce((sum, line) => {
    const taken = Math.min(line.qty, Math.max(0, units(line)))
    return sum + Math.round((line.subtotal * taken) / line.qty)
  }, 0)
  const itemsPromo = order.promoOn === 'PRODUCT' ? order.promoDiscount : 0
  const promoShare =
    order.itemsTotal > 0 ? Math.round((itemsPromo * items) / order.itemsTotal) : itemsPromo
  const whole = lines.every((line) => units(line) >= line.qty)
  const shippingPromo = order.promoOn === 'SHIPPING' ? order.promoDiscount : 0
  const shipping = whole ? order.shippingCost - shippingPromo : 0
  return { items, promoShare, shipping }
}

/**
 * The refund rule (decision 078), once for every way money goes back
 * (cancels now, returns later): what the units cancelled now were paid for.
 * It is the difference between what the units cancelled so far, these
 * included, were paid for and what those cancelled before were paid for, so
 * the refunds of any sequence of cancels that ends with the whole order add
 * up to the grand total to the rupiah. A line keeps the price it was sold at
 * (its bundle share included): the bundle is not priced again for what stays.
 */
export function refundOwed(
  order: ChargedOrder,
  lines: readonly ChargedLine[],
  cancel: CancelledUnits,
): RefundOwed {
  const before = paidFor(order, lines, (line) => line.cancelledQty)
  const after = paidFor(order, lines, (line) => line.cancelledQty + (cancel.get(line.id) ?? 0))
  const items = after.items - before.items
  const promoShare = after.promoShare - before.promoShare
  const shipping = after.shipping - before.shipping
  return { items, promoShare, shipping, total: items - promoShare + shipping }
}

/** Whether cancelling `cancel` leaves nothing of the order: the cancel is a whole cancel. */
export function cancelsEverything(lines: readonly ChargedLine[], cancel: CancelledUnits) {
  return lines.every((line) => line.cancelledQty + (cancel.get(line.id) ?? 0) >= line.qty)
}
