import { formatRupiah } from './format/money'

/** What the checkout calls answer beyond the spec's own texts (MESSAGES). */
export const CHECKOUT_MESSAGES = {
  showroomNotAvailable: 'This store is not available, please choose another.',
  showroomNotHub: 'This store does not ship online orders, please choose another.',
  nothingAvailable: 'None of your items are available in your chosen store.',
  promoNotStarted: 'This promo code is not active yet.',
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has been fully used.',
  shippingMethodUnavailable:
    'This shipping method is not available for your address, please choose another.',
  shippingCostChanged: 'The shipping cost has changed, please choose a shipping method again.',
  courierUnavailable: 'Shipping rates cannot be loaded right now, please try again in a moment.',
  noRoute: 'We cannot ship to this address from the chosen store, please choose another.',
  stockChanged:
    'Some items have just sold out in your chosen store, please check your items availability again.',
  orderNotFound: 'Order is not valid.',
} as const

/** A member who has placed as many orders with the code as it allows one member. */
export function promoMemberLimitMessage(limit: number): string {
  return `You have already used this promo code ${limit === 1 ? 'once' : `${limit} times`}, the most it allows per member.`
}

export function promoMinimumMessage(minPurchase: number): string {
  return `This promo code needs a purchase of at least ${formatRupiah(minPurchase)}.`
}

/** Spec section 8: the lines a showroom cannot supply are left out of the order. */
export function excludedItemsMessage(count: number): string {
  return `${count} item(s) were excluded from your cart because they are not available in your chosen store.`
}
