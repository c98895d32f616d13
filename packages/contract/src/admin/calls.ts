import type { ApiCall } from '../call'
import {
  changeStaffPassword,
  getStaffSession,
  staffSignIn,
  staffSignOut,
  verifySecondFactor,
} from './auth'
import {
  createPromoBundle,
  getPromoBundle,
  listPromoBundles,
  searchBundleTargets,
  setPromoBundleActive,
  updatePromoBundle,
} from './promo-bundles'
import {
  createPromoCode,
  getPromoCode,
  listPromoCodes,
  setPromoCodeActive,
  updatePromoCode,
} from './promotions'

/**
 * Every JSON call of the back office, keyed by its export name: the access
 * and hostile-input tests walk it, so a call missing here is a call untested.
 * Each resource's file adds its own.
 */
export const ADMIN_CALLS = {
  staffSignIn,
  verifySecondFactor,
  getStaffSession,
  staffSignOut,
  changeStaffPassword,
  listPromoCodes,
  getPromoCode,
  createPromoCode,
  updatePromoCode,
  setPromoCodeActive,
  listPromoBundles,
  getPromoBundle,
  createPromoBundle,
  updatePromoBundle,
  setPromoBundleActive,
  searchBundleTargets,
} as const satisfies Record<string, ApiCall>
