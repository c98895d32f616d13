import type { ApiCall } from '../call'
import {
  changeStaffPassword,
  getStaffSession,
  staffSignIn,
  staffSignOut,
  verifySecondFactor,
} from './auth'
import {
  archiveAdminProduct,
  createAdminProduct,
  duplicateAdminProduct,
  getAdminProduct,
  listAdminProducts,
  restoreAdminProduct,
  updateAdminProduct,
} from './products'

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
  listAdminProducts,
  getAdminProduct,
  createAdminProduct,
  updateAdminProduct,
  archiveAdminProduct,
  restoreAdminProduct,
  duplicateAdminProduct,
} as const satisfies Record<string, ApiCall>
