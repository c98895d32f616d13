import type { HttpMethod } from './call'

export interface Route {
  method: HttpMethod
  path: string
  /** Calls a member makes with a token; without one they answer 401. */
  auth: 'none' | 'member' | 'optional'
}

/**
 * Method, path and access of every call, free of schemas, so the web app can
 * address the API without shipping the validation library; the schemas of
 * each call live beside its entities and are checked by the server.
 */
/** The wishlist's path is not shown in the spec (docs/decisions/002-contract-choices.md). */
export const WISHLIST_PATH = 'user/wishlist'

export const ROUTES = {
  getAddresses: { method: 'GET', path: 'user/address', auth: 'member' },
  createAddress: { method: 'POST', path: 'user/address', auth: 'member' },
  updateAddress: { method: 'PUT', path: 'user/address', auth: 'member' },
  deleteAddress: { method: 'DELETE', path: 'user/address', auth: 'member' },
  setPrimaryAddress: { method: 'POST', path: 'user/address-primary', auth: 'member' },
  signIn: { method: 'POST', path: 'auth/sign-in', auth: 'none' },
  signUp: { method: 'POST', path: 'auth/sign-up', auth: 'none' },
  forgotPassword: { method: 'POST', path: 'auth/forgot-password', auth: 'none' },
  signOut: { method: 'POST', path: 'auth/sign-out', auth: 'member' },
  deleteAccount: { method: 'POST', path: 'auth/delete-account', auth: 'member' },
  getCart: { method: 'GET', path: 'cart', auth: 'optional' },
  addCartItem: { method: 'POST', path: 'cart', auth: 'optional' },
  incrementCartItem: { method: 'POST', path: 'cart-item-increment-qty', auth: 'optional' },
  decrementCartItem: { method: 'POST', path: 'cart-item-decrement-qty', auth: 'optional' },
  removeCartItem: { method: 'DELETE', path: 'cart-item-remove', auth: 'optional' },
  getProducts: { method: 'GET', path: 'products', auth: 'none' },
  getProduct: { method: 'GET', path: 'product', auth: 'none' },
  getCategories: { method: 'GET', path: 'categories', auth: 'none' },
  getCategory: { method: 'GET', path: 'category', auth: 'none' },
  getCategorySub: { method: 'GET', path: 'category-sub', auth: 'none' },
  confirmPayment: { method: 'POST', path: 'checkout-payment', auth: 'optional' },
  createTransaction: { method: 'POST', path: 'checkout-trx', auth: 'optional' },
  getCheckoutAvailability: { method: 'POST', path: 'checkout', auth: 'optional' },
  checkoutShipping: { method: 'POST', path: 'checkout-shipping', auth: 'optional' },
  checkShowroomStockAvailability: {
    method: 'POST',
    path: 'check-showroom-stock-availability',
    auth: 'optional',
  },
  applyPromoCode: { method: 'POST', path: 'checkout-promo-code', auth: 'optional' },
  getHomePage: { method: 'GET', path: 'master/page/home', auth: 'none' },
  getSiteHeader: { method: 'GET', path: 'master/site-header', auth: 'none' },
  subscribeNewsletterEmail: { method: 'POST', path: 'newsletter/subscribe', auth: 'none' },
  confirmNewsletterEmail: { method: 'POST', path: 'newsletter/confirm', auth: 'none' },
  unsubscribeNewsletterEmail: { method: 'POST', path: 'newsletter/unsubscribe', auth: 'none' },
  getUnreadNotificationsCount: {
    method: 'GET',
    path: 'user/unread-notifications-count',
    auth: 'member',
  },
  getNotifications: { method: 'GET', path: 'user/notifications', auth: 'member' },
  markAllNotificationsRead: {
    method: 'POST',
    path: 'user/notifications/mark-all-read',
    auth: 'member',
  },
  getOrders: { method: 'GET', path: 'user/orders', auth: 'member' },
  getOrderTracking: { method: 'GET', path: 'user/order-tracking', auth: 'member' },
  getLinkedOrder: { method: 'GET', path: 'order-link', auth: 'none' },
  getLinkedOrderTracking: { method: 'GET', path: 'order-link/tracking', auth: 'none' },
  getMemberReturns: { method: 'GET', path: 'user/returns', auth: 'member' },
  requestMemberReturn: { method: 'POST', path: 'user/returns', auth: 'member' },
  getLinkedReturns: { method: 'GET', path: 'order-link/returns', auth: 'none' },
  requestLinkedReturn: { method: 'POST', path: 'order-link/returns', auth: 'none' },
  uploadMemberReturnPhoto: { method: 'POST', path: 'user/return-photos', auth: 'member' },
  uploadLinkedReturnPhoto: { method: 'POST', path: 'order-link/return-photos', auth: 'none' },
  getMemberExchangeTracking: { method: 'GET', path: 'user/return-tracking', auth: 'member' },
  getLinkedExchangeTracking: { method: 'GET', path: 'order-link/return-tracking', auth: 'none' },
  receivePaymentNotification: { method: 'POST', path: 'payment/notification', auth: 'none' },
  getPromos: { method: 'GET', path: 'promos', auth: 'none' },
  getProvinces: { method: 'GET', path: 'master/province', auth: 'none' },
  getCities: { method: 'GET', path: 'master/city', auth: 'none' },
  getSubdistricts: { method: 'GET', path: 'master/subdistrict', auth: 'none' },
  getUnreviewedProducts: { method: 'GET', path: 'user/unreviewed-products', auth: 'member' },
  submitReview: { method: 'POST', path: 'user/reviews', auth: 'member' },
  getMyReviews: { method: 'GET', path: 'user/reviews', auth: 'member' },
  checkStockLocation: { method: 'POST', path: 'check-stock-location', auth: 'none' },
  getShowroomRegions: { method: 'GET', path: 'master/showroom-region', auth: 'none' },
  getProfile: { method: 'GET', path: 'user/profile', auth: 'member' },
  updateProfile: { method: 'POST', path: 'user/profile', auth: 'member' },
  subscribeNewsletter: { method: 'POST', path: 'user/newsletter/subscribe', auth: 'member' },
  unsubscribeNewsletter: { method: 'POST', path: 'user/newsletter/unsubscribe', auth: 'member' },
  changePassword: { method: 'POST', path: 'user/change-password', auth: 'member' },
  getWishlist: { method: 'GET', path: WISHLIST_PATH, auth: 'member' },
  addWishlistItem: { method: 'POST', path: WISHLIST_PATH, auth: 'member' },
  removeWishlistItem: { method: 'DELETE', path: WISHLIST_PATH, auth: 'member' },
} as const satisfies Record<string, Route>

export type RouteName = keyof typeof ROUTES
