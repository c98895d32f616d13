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
import { findProductIdByCode, updateProductRow } from './product-editor.repository'
import { withCodeChecked } from './product-save'

/**
 * Archive, restore and duplicate. An archived product (is_active false) is
 * gone from the shop's lists, search, page and sitemap at once, and past
 * orders keep it.
 */
export function productStatusRoutes(app: FastifyInstance) {
  const setActive = async (request: FastifyRequest, id: number, active: boolean) => {
    const staff = requireStaff(request)
    const product = await changeCatalogue(app, async ({ tx }) => {
      const before = await loadAdminProduct(tx, id, { lock: true })
      if (!before) throw notFound(PRODUCT_ANSWERS.notFound)
      // Archiving twice, or two staff at once, does it once and answers the same.
      if (before.is_active === active) return before
      await updateProductRow(tx, id, { isActive: active })
      await recordAudit(tx, staff, {
        action: active ? 'product.restore' : 'product.archive',
        entity: 'product',
        entityId: id,
        before: { is_active: before.is_active },
        after: { is_active: active },
      })
      return loadAdminProduct(tx, id)
    })
    if (!product) throw notFound(PRODUCT_ANSWERS.notFound)
    return { message: active ? PRODUCT_ANSWERS.restored : PRODUCT_ANSWERS.archived, product }
  }

  registerCall(app, archiveAdminProduct, ({ id }, request) => setActive(request, id, false))
  registerCall(app, restoreAdminProduct, ({ id }, request) => setActive(request, id, true))

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
}
