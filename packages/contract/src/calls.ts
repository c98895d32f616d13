import type { ApiCall } from './call'
import { addCartItem, decrementCartItem, getCart, incrementCartItem, removeCartItem } from './cart'
import { deleteAccount, forgotPassword, signIn, signOut, signUp } from './auth'
import { getCategories, getCategory, getCategorySub, getProduct, getProducts } from './catalog'
import {
  applyPromoCode,
  checkShowroomStockAvailability,
  checkoutShipping,
  getCheckoutAvailability,
} from './checkout'
import { confirmPayment } from './checkout-payment'
import { createTransaction } from './checkout-trx'
import { getHomePage, getSiteHeader } from './home'
import {
  confirmNewsletterEmail,
  subscribeNewsletterEmail,
  unsubscribeNewsletterEmail,
} from './newsletter'
import {
  getNotifications,
  getUnreadNotificationsCount,
  markAllNotificationsRead,
} from './notifications'
import { getLinkedOrder, getLinkedOrderTracking } from './order-link'
import { getOrderTracking, getOrders } from './orders'
import {
  getLinkedExchangeTracking,
  getLinkedReturns,
  getMemberExchangeTracking,
  getMemberReturns,
  requestLinkedReturn,
  requestMemberReturn,
} from './return-calls'
import { uploadLinkedReturnPhoto, uploadMemberReturnPhoto } from './return-photos'
import { receivePaymentNotification } from './payment'
import { getPromos } from './promos'
import { getCities, getProvinces, getSubdistricts } from './regions'
import { getMyReviews, getUnreviewedProducts, submitReview } from './reviews'
import { checkStockLocation, getShowroomRegions } from './showrooms'
import {
  changePassword,
  getProfile,
  subscribeNewsletter,
  unsubscribeNewsletter,
  updateProfile,
} from './user'
import {
  createAddress,
  deleteAddress,
  getAddresses,
  setPrimaryAddress,
  updateAddress,
} from './address'
import { addWishlistItem, getWishlist, removeWishlistItem } from './wishlist'

/** Every call of the API, keyed by its export name. The server registers routes from it. */
export const API_CALLS = {
  getHomePage,
  getSiteHeader,
  getCategories,
  getCategory,
  getCategorySub,
  getProducts,
  getProduct,
  getPromos,
  getCart,
  addCartItem,
  incrementCartItem,
  decrementCartItem,
  removeCartItem,
  checkStockLocation,
  getShowroomRegions,
  signIn,
  signUp,
  forgotPassword,
  signOut,
  deleteAccount,
  subscribeNewsletterEmail,
  confirmNewsletterEmail,
  unsubscribeNewsletterEmail,
  getUnreadNotificationsCount,
  getNotifications,
  markAllNotificationsRead,
  getWishlist,
  addWishlistItem,
  removeWishlistItem,
  getProfile,
  updateProfile,
  subscribeNewsletter,
  unsubscribeNewsletter,
  changePassword,
  getUnreviewedProducts,
  submitReview,
  getMyReviews,
  getOrders,
  getOrderTracking,
  getLinkedOrder,
  getLinkedOrderTracking,
  getMemberReturns,
  requestMemberReturn,
  getLinkedReturns,
  requestLinkedReturn,
  uploadMemberReturnPhoto,
  uploadLinkedReturnPhoto,
  getMemberExchangeTracking,
  getLinkedExchangeTracking,
  getAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  setPrimaryAddress,
  getProvinces,
  getCities,
  getSubdistricts,
  getCheckoutAvailability,
  checkoutShipping,
  checkShowroomStockAvailability,
  applyPromoCode,
  createTransaction,
  confirmPayment,
  receivePaymentNotification,
} as const satisfies Record<string, ApiCall>

export type ApiCallName = keyof typeof API_CALLS

/** The path of every call, keyed like API_CALLS. */
export const API_PATHS = Object.fromEntries(
  Object.entries(API_CALLS).map(([name, call]) => [name, call.path]),
) as Record<ApiCallName, string>
