import type { ApiCall } from '../call'
import { getApiDocument } from './api-document'
import {
  changeStaffPassword,
  getStaffSession,
  setStaffLanguage,
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
import {
  previewAdminProduct,
  publishAdminProduct,
  scheduleAdminProduct,
  unpublishAdminProduct,
} from './product-publishing'
import { bulkAdminProducts } from './product-bulk'
import { bulkOrderAction, getOrdersToPrint } from './order-bulk'
import { exportCatalogueCsv, importCatalogueCsv } from './catalogue-csv'
import { getMissingTranslations } from './translations'
import {
  createHashtagImage,
  deleteHashtagImage,
  orderHashtagImages,
  updateHashtagImage,
  updateHashtagSection,
} from './hashtag-gallery'
import {
  createSlide,
  deleteSlide,
  getHomeContent,
  orderSlides,
  updateHomeSection,
  updatePopupVideo,
  updatePromoBar,
  updateSlide,
} from './home-content'
import {
  createRegion,
  createShowroom,
  deleteRegion,
  deleteShowroom,
  getShowrooms,
  orderRegions,
  orderShowrooms,
  renameRegion,
  updateShowroom,
} from './showrooms'
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
import { uploadMedia } from './media'
import { getProductPhotos, setProductPhotos } from './product-photos'
import { listAuditLog } from './audit'
import {
  acceptStaffInvite,
  getStaffInvite,
  inviteStaff,
  listStaff,
  revokeStaffInvite,
  setStaffActive,
  setStaffTotpRequired,
  updateStaff,
} from './staff'
import { confirmTwoStep, disableTwoStep, startTwoStep } from './two-step'
import { getDashboard } from './dashboard'
import { getReturnFigures } from './return-figures'
import { exportSingleUseCodes, getSingleUseCodes, makeSingleUseCodes } from './single-use-codes'
import { getMyMailSettings, updateMyMailSettings } from './staff-mails'
import { getOrderDetail } from './order-detail'
import { cancelPaidOrder, previewOrderCancel } from './order-cancel'
import { listRefunds, markRefundPaid } from './refunds'
import {
  approveReturn,
  closeReturn,
  convertReturnToRefund,
  getReturn,
  listReturns,
  readyExchange,
  receiveReturn,
  recordReturnRefund,
  refuseReturn,
  restockReturn,
  shipExchange,
} from './returns'
import {
  addOrderNote,
  bookOrderWaybill,
  handOverOrder,
  markOrderAttentionHandled,
  markOrderPacked,
  setOrderWaybill,
} from './order-actions'
import { getMember, listGuests, listMembers } from './customers'
import { eraseMember, exportMemberData } from './customer-data'
import { listReviews, setReviewHidden } from './review-moderation'
import { exportNewsletterCsv } from './newsletter'
import { exportBoardOrders, getBoardCounts, listBoardOrders } from './orders-board'
import { handOverCounterOrder, lookUpCounterOrder } from './counter'

/**
 * Every JSON call of the back office, keyed by its export name: the access
 * and hostile-input tests walk it, so a call missing here is a call untested.
 * Each resource's file adds its own.
 */
export const ADMIN_CALLS = {
  getApiDocument,
  staffSignIn,
  verifySecondFactor,
  getStaffSession,
  staffSignOut,
  changeStaffPassword,
  setStaffLanguage,
  listAdminProducts,
  getAdminProduct,
  createAdminProduct,
  updateAdminProduct,
  archiveAdminProduct,
  restoreAdminProduct,
  duplicateAdminProduct,
  publishAdminProduct,
  unpublishAdminProduct,
  bulkAdminProducts,
  scheduleAdminProduct,
  previewAdminProduct,
  importCatalogueCsv,
  exportCatalogueCsv,
  getMissingTranslations,
  getHomeContent,
  createSlide,
  updateSlide,
  deleteSlide,
  orderSlides,
  updatePopupVideo,
  updatePromoBar,
  updateHomeSection,
  createHashtagImage,
  updateHashtagImage,
  deleteHashtagImage,
  orderHashtagImages,
  updateHashtagSection,
  getShowrooms,
  createRegion,
  renameRegion,
  deleteRegion,
  orderRegions,
  createShowroom,
  updateShowroom,
  deleteShowroom,
  orderShowrooms,
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
  uploadMedia,
  getProductPhotos,
  setProductPhotos,
  listStaff,
  inviteStaff,
  revokeStaffInvite,
  getStaffInvite,
  acceptStaffInvite,
  updateStaff,
  setStaffActive,
  setStaffTotpRequired,
  startTwoStep,
  confirmTwoStep,
  disableTwoStep,
  listAuditLog,
  getDashboard,
  getReturnFigures,
  getSingleUseCodes,
  makeSingleUseCodes,
  exportSingleUseCodes,
  getMyMailSettings,
  updateMyMailSettings,
  getOrderDetail,
  markOrderPacked,
  bookOrderWaybill,
  bulkOrderAction,
  getOrdersToPrint,
  setOrderWaybill,
  cancelPaidOrder,
  previewOrderCancel,
  listRefunds,
  markRefundPaid,
  listReturns,
  getReturn,
  approveReturn,
  refuseReturn,
  receiveReturn,
  restockReturn,
  shipExchange,
  readyExchange,
  convertReturnToRefund,
  recordReturnRefund,
  closeReturn,
  addOrderNote,
  handOverOrder,
  listMembers,
  listGuests,
  getMember,
  exportMemberData,
  eraseMember,
  listReviews,
  setReviewHidden,
  exportNewsletterCsv,
  listBoardOrders,
  getBoardCounts,
  exportBoardOrders,
  lookUpCounterOrder,
  handOverCounterOrder,
  markOrderAttentionHandled,
} as const satisfies Record<string, ApiCall>
