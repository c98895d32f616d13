import type { FastifyInstance } from 'fastify'
import type { Env } from '../../env'
import { apiDocumentRoutes } from './api-document/routes'
import { auditRoutes } from './audit/routes'
import { refundRoutes } from './refunds/routes'
import { returnRoutes } from './returns/routes'
import { staffAuthRoutes } from './auth/routes'
import { adminProductRoutes } from './products/routes'
import { catalogueCsvRoutes } from './catalogue-csv/routes'
import { homeContentRoutes } from './home-content/routes'
import { showroomRoutes } from './showrooms/routes'
import { categoryRoutes } from './categories/routes'
import { stockRoutes } from './stock/routes'
import { promotionRoutes } from './promotions/routes'
import { mediaRoutes } from './media/routes'
import { productPhotoRoutes } from './product-photos/routes'
import { staffRoutes } from './staff/routes'
import { twoStepRoutes } from './two-step/routes'
import { dashboardRoutes } from './dashboard/routes'
import { staffMailRoutes } from './staff-mails/routes'
import { orderPageRoutes } from './order/routes'
import { customerRoutes } from './customers/routes'
import { reviewModerationRoutes } from './reviews/routes'
import { newsletterExportRoutes } from './newsletter/routes'
import { ordersBoardRoutes } from './orders-board/routes'
import { counterRoutes } from './counter/routes'
import { translationRoutes } from './translations/routes'
import { paymentSettingsRoutes } from './payment-settings/routes'

/**
 * The back office's calls, under /api/admin (docs/decisions/041). Each
 * resource's folder adds its own; every call names its roles in the contract
 * and registerCall checks them before the handler runs.
 */
export function adminRoutes(app: FastifyInstance, env: Env) {
  staffAuthRoutes(app, env)
  adminProductRoutes(app)
  catalogueCsvRoutes(app)
  homeContentRoutes(app)
  showroomRoutes(app)
  stockRoutes(app)
  categoryRoutes(app)
  promotionRoutes(app)
  mediaRoutes(app)
  productPhotoRoutes(app)
  staffRoutes(app, env)
  twoStepRoutes(app)
  auditRoutes(app)
  refundRoutes(app)
  returnRoutes(app)
  dashboardRoutes(app)
  staffMailRoutes(app)
  orderPageRoutes(app)
  customerRoutes(app)
  reviewModerationRoutes(app)
  newsletterExportRoutes(app)
  ordersBoardRoutes(app)
  counterRoutes(app)
  translationRoutes(app)
  paymentSettingsRoutes(app)
  apiDocumentRoutes(app)
}
