import type { DirectDiscount } from './catalog'

/**
 * Final price = net_price x (100 - percent) / 100, minus the nominal amount
 * (spec section 3), in whole rupiah and never below zero.
 */
export function finalPrice(netPrice: number, discount: DirectDiscount | null | undefined): number {
  if (!discount) return netPrice
  const afterPercent = Math.round((netPrice * (100 - discount.direct_disc_percent)) / 100)
  return Math.max(0, afterPercent - discount.direct_disc_nominal)
}

/** The discount percent shown: derived from the retail price and the final price. */
export function displayedDiscountPercent(retailPrice: number, final: number): number {
  if (retailPrice <= 0 || final >= retailPrice) return 0
  return Math.round(((retailPrice - final) / retailPrice) * 100)
}

/**
 * An order line's unit price (spec section 3, order line): net price x
 * (100 - disc_percent) / 100 rounded to whole rupiah, minus disc_nominal.
 */
export function orderLineUnitPrice(line: {
  net_price: number
  disc_percent: number
  disc_nominal: number
}): number {
  return Math.max(
    0,
    Math.round((line.net_price * (100 - line.disc_percent)) / 100) - line.disc_nominal,
  )
}

export interface PromoRule {
  disc_percent: number
  disc_nominal: number
  disc_max: number
}

/**
 * Promo discount (spec section 9): base x percent / 100 + nominal, capped at
 * disc_max (when above 0) and at the base itself. The base is the shipping
 * tariff for a SHIPPING promo and the items total for a PRODUCT promo.
 */
export function promoDiscount(base: number, promo: PromoRule): number {
  const raw = Math.round((base * promo.disc_percent) / 100) + promo.disc_nominal
  const capped = promo.disc_max > 0 ? Math.min(raw, promo.disc_max) : raw
  return Math.max(0, Math.min(capped, base))
}

/** Grand total = items total - discount + shipping cost (spec section 9). */
export function grandTotal(input: { itemsTotal: number; discount: number; shippingCost: number }) {
  return input.itemsTotal - input.discount + input.shippingCost
}
