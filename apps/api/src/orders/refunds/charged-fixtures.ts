import { priceCart } from '@store/contract/bundle-pricing'
import type { PricedLine } from '@store/contract/bundle-pricing'
import { grandTotal, promoDiscount } from '@store/contract/pricing'
import { createPromoBundle } from '@store/contract/test-factories'
import type { ChargedLine, ChargedOrder } from './refund-rule'

const batikThree = createPromoBundle({
  id: 1,
  bundling_item_count: 3,
  disc_percent: 15,
  promo_bundling_products: [
    { bundling_type: 'SUB_GROUP', m_group_id: null, m_sub_group_id: 603, product_detail_id: null },
  ],
})

export const priced = (overrides: Partial<PricedLine>): PricedLine => ({
  id: 1,
  product_detail_id: 101,
  group_id: 1,
  category_sub_id: 603,
  qty: 1,
  unit_price: 299_999,
  ...overrides,
})

/** Prices lines as the checkout does (bundles, then a promo code), and answers the order as stored. */
export function placeOrder(
  lines: PricedLine[],
  promo: { on: 'PRODUCT' | 'SHIPPING'; percent: number; nominal: number; max: number } | null,
  shippingCost: number,
) {
  const pricing = priceCart(lines, [batikThree])
  const shares = new Map(pricing.line_discounts.map((share) => [share.id, share.discount]))
  const rule = promo && {
    disc_percent: promo.percent,
    disc_nominal: promo.nominal,
    disc_max: promo.max,
  }
  const discount = rule
    ? promoDiscount(promo.on === 'SHIPPING' ? shippingCost : pricing.total, rule)
    : 0
  const order: ChargedOrder = {
    itemsTotal: pricing.total,
    shippingCost,
    promoDiscount: discount,
    promoOn: promo?.on ?? null,
  }
  const charged: ChargedLine[] = lines.map((line) => ({
    id: line.id,
    qty: line.qty,
    subtotal: line.unit_price * line.qty - (shares.get(line.id) ?? 0),
    cancelledQty: 0,
  }))
  const total = grandTotal({ itemsTotal: pricing.total, discount, shippingCost })
  return { order, lines: charged, grandTotal: total }
}
