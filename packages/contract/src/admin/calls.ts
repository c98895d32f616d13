import type { ApiCall } from '../call'
import {
  changeStaffPassword,
  getStaffSession,
  staffSignIn,
  staffSignOut,
  verifySecondFactor,
} from './auth'
import {
  createCategory,
  createSubCategory,
  deleteCategory,
  listAdminCategories,
  moveCategoryProducts,
  reorderCategory,
  updateCategory,
  updateSubCategory,
} from './categories'
import { getProductStock, getShowroomStock, listStockShowrooms, saveStock } from './stock'

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
  getProductStock,
  listStockShowrooms,
  getShowroomStock,
  saveStock,
  listAdminCategories,
  createCategory,
  updateCategory,
  createSubCategory,
  updateSubCategory,
  reorderCategory,
  deleteCategory,
  moveCategoryProducts,
} as const satisfies Record<string, ApiCall>
