import { priceCartItems } from '@store/contract/bundle-pricing'
import type { CartItem } from '@store/contract/cart'
import type { CartItemAvailability, Promo } from '@store/contract/checkout'
import { grandTotal, promoDiscount } from '@store/contract/pricing'
import type { PromoBundle } from '@store/contract/promos'

export interface SummaryLine {
  item: CartItem
  /** What the chosen place supplies of the line. */
  qty: number
}

export interface CheckoutTotals {
  lines: SummaryLine[]
  /** Lines the place cannot supply in full: the spec's '{n} item(s) were excluded'. */
  excludedCount: number
  subtotal: number
  bundleDiscount: number
  itemsTotal: number
  shippingCost: number
  discount: number
  grandTotal: number
}

/**
 * The order-summary figures as the server will make them (decisions 023 and
 * 024): only what the place supplies, priced with the running bundles; the
 * promo on the shipping tariff or the items total (spec section 9).
 */
export function checkoutTotals(input: {
  items: readonly CartItem[]
  availability: readonly CartItemAvailability[]
  bundles: readonly PromoBundle[]
  shippingCost: number
  promo?: Promo
}): CheckoutTotals {
  const supplied = new Map(input.availability.map((entry) => [entry.id, entry.qty]))
  const lines = input.items
    .map((item) => ({ item, qty: Math.min(item.qty, supplied.get(item.id) ?? 0) }))
    .filter((line) => line.qty > 0)
  const excludedCount = input.items.reduce(
    (count, item) => count + item.qty - (lines.find((line) => line.item === item)?.qty ?? 0),
    0,
  )
  const pricing = priceCartItems(
    lines.map(({ item, qty }) => ({ ...item, qty })),
    input.bundles,
  )
  const { promo, shippingCost } = input
  const discount = !promo
    ? 0
    : promoDiscount(promo.category === 'SHIPPING' ? shippingCost : pricing.total, promo)
  return {
    lines,
    excludedCount,
    subtotal: pricing.items_total,
    bundleDiscount: pricing.bundle_discount,
    itemsTotal: pricing.total,
    shippingCost,
    discount,
    grandTotal: grandTotal({ itemsTotal: pricing.total, discount, shippingCost }),
  }
}
