import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  PRODUCT_ANSWERS,
  archiveAdminProduct,
  duplicateAdminProduct,
  restoreAdminProduct,
} from '@store/contract/admin/products'
import { recordAudit } from '../../../lib/audit.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { badRequest, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { loadAdminProduct } from './admin-product'
import { copyProduct } from './product-copy.repository'
import { findProductIdByCode } from './product-editor.repository'
import { withCodeChecked } from './product-save'
import { moveProductStatus } from '../../../lib/product-status'
import { productPreviewRoutes } from './preview-routes'
import { productPublishingRoutes } from './publishing-routes'
import { productBulkRoutes } from './bulk-routes'

/**
 * Archive, restore and duplicate. An archived product is gone from the
 * shop's lists, search, page and sitemap at once, and past orders keep it;
 * restoring puts it back on the shop (publishing, decision 090).
 */
export function productStatusRoutes(app: FastifyInstance) {
  const setArchived = async (request: FastifyRequest, id: number, archived: boolean) => {
    const staff = requireStaff(request)
    const product = await changeCatalogue(app, async ({ tx }) => {
      const moved = await moveProductStatus(
        tx,
        staff,
        id,
        { to: archived ? 'ARCHIVED' : 'PUBLISHED' },
        app.clock.now(),
      )
      return moved && loadAdminProduct(tx, id)
    })
    if (!product) throw notFound(PRODUCT_ANSWERS.notFound)
    return { message: archived ? PRODUCT_ANSWERS.archived : PRODUCT_ANSWERS.restored, product }
  }

  registerCall(app, archiveAdminProduct, ({ id }, request) => setArchived(request, id, true))
  registerCall(app, restoreAdminProduct, ({ id }, request) => setArchived(request, id, false))

  registerCall(app, duplicateAdminProduct, async ({ id, product_code }, request) => {
    const staff = requireStaff(request)
    const product = await changeCatalogue(app, async ({ tx }) => {
      const original = await loadAdminProduct(tx, id)
      if (!original) throw notFound(PRODUCT_ANSWERS.notFound)
      if ((await findProductIdByCode(tx, product_code)) !== null)
        throw badRequest(PRODUCT_ANSWERS.codeTaken(product_code))
      const copyId = await withCodeChecked(product_code, () =>
        copyProduct(tx, id, product_code, app.clock.now()),
      )
      const copy = await loadAdminProduct(tx, copyId)
      await recordAudit(tx, staff, {
        action: 'product.duplicate',
        entity: 'product',
        entityId: copyId,
        before: { copied_from: id },
        after: copy,
      })
      return copy
    })
    if (!product) throw notFound(PRODUCT_ANSWERS.notFound)
    return { message: PRODUCT_ANSWERS.duplicated, product }
  })

  productPublishingRoutes(app)
  productPreviewRoutes(app)
  productBulkRoutes(app)
}
