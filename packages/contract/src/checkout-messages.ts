import * as words from '#words'
import { formatRupiah } from './format/money'

/** What the checkout calls answer beyond the spec's own texts (MESSAGES), in the build's language. */
export const CHECKOUT_MESSAGES = {
  showroomNotAvailable: words.checkout_showroom_not_available(),
  showroomNotHub: words.checkout_showroom_not_hub(),
  nothingAvailable: words.checkout_nothing_available(),
  promoNotStarted: words.checkout_promo_not_started(),
  promoExpired: words.checkout_promo_expired(),
  promoUsedUp: words.checkout_promo_used_up(),
  shippingMethodUnavailable: words.checkout_shipping_method_unavailable(),
  shippingCostChanged: words.checkout_shipping_cost_changed(),
  courierUnavailable: words.checkout_courier_unavailable(),
  noRoute: words.checkout_no_route(),
  stockChanged: words.checkout_stock_changed(),
  orderNotFound: words.checkout_order_not_found(),
} as const

/** A member who has placed as many orders with the code as it allows one member. */
export function promoMemberLimitMessage(limit: number): string {
  return words.promo_member_limit({ limit })
}

export function promoMinimumMessage(minPurchase: number): string {
  return words.promo_minimum({ amount: formatRupiah(minPurchase) })
}

/** Spec section 8: the lines a showroom cannot supply are left out of the order. */
export function excludedItemsMessage(count: number): string {
  return words.excluded_items({ count })
}
