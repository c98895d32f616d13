/** The account menu of spec section 2, by path under /account. */
export const ACCOUNT_MENU = [
  { path: '', label: 'Account Information' },
  { path: 'orders', label: 'My Orders' },
  { path: 'wishlist', label: 'My Wishlists' },
  { path: 'shipping-address', label: 'Shipping Addresses' },
  { path: 'change-password', label: 'Change Password' },
  { path: 'reviews', label: 'My Reviews' },
] as const

export type AccountPath = (typeof ACCOUNT_MENU)[number]['path']
