/** The account menu of spec section 2, by path under /account. */
import * as m from '#messages'
export const ACCOUNT_MENU = [
  { path: '', label: m.account_information() },
  { path: 'orders', label: m.my_orders() },
  { path: 'wishlist', label: m.my_wishlists() },
  { path: 'shipping-address', label: m.shipping_addresses() },
  { path: 'change-password', label: m.change_password() },
  { path: 'reviews', label: m.my_reviews() },
] as const

export type AccountPath = (typeof ACCOUNT_MENU)[number]['path']
