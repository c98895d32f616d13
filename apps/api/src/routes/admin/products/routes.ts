import type { FastifyInstance } from 'fastify'
import {
  PRODUCT_ANSWERS,
  createAdminProduct,
  getAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from '@store/contract/admin/products'
import { recordAudit } from '../../../lib/audit.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { HttpError, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { loadAdminProduct } from './admin-product'
import { listProductRows } from './product-list.repository'
import { insertProduct, updateProductRow } from './product-editor.repository'
import { productValues, withCodeChecked, writeProductParts } from './product-save'
import { productStatusRoutes } from './status-routes'

/** The back office's products: list, read, create and save (docs/decisions/042). */
export function adminProductRoutes(app: FastifyInstance) {
  const now = () => app.clock.now()

  registerCall(app, listAdminProducts, (query) => listProductRows(app.db, query))

  registerCall(app, getAdminProduct, async ({ id }) => {
    const product = await loadAdminProduct(app.db, id)
    if (!product) throw notFound(PRODUCT_ANSWERS.notFound)
    return { product }
  })

  registerCall(app, createAdminProduct, async (input, request) => {
    const staff = requireStaff(request)
    const product = await changeCatalogue(app, async ({ tx }) => {
      const at = now()
      const values = await productValues(tx, input, { now: at })
      const id = await withCodeChecked(input.product_code, () => insertProduct(tx, values, at))
      await writeProductParts(tx, id, input, [])
      const after = await loadAdminProduct(tx, id)
      await recordAudit(tx, staff, {
        action: 'product.create',
        entity: 'product',
        entityId: id,
        after,
      })
      return after
    })
    if (!product) throw notFound(PRODUCT_ANSWERS.notFound)
    return { message: PRODUCT_ANSWERS.created, product }
  })

  registerCall(app, updateAdminProduct, async ({ id, version, ...input }, request) => {
    const staff = requireStaff(request)
    const product = await changeCatalogue(app, async ({ tx }) => {
      const before = await loadAdminProduct(tx, id, { lock: true })
      if (!before) throw notFound(PRODUCT_ANSWERS.notFound)
      if (before.version !== version) throw new HttpError(409, PRODUCT_ANSWERS.stale)
      const values = await productValues(tx, input, { now: now(), productId: id })
      await withCodeChecked(input.product_code, () => updateProductRow(tx, id, values))
      await writeProductParts(tx, id, input, before.sizes)
      const after = await loadAdminProduct(tx, id)
      await recordAudit(tx, staff, {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before,
        after,
      })
      return after
    })
    if (!product) throw notFound(PRODUCT_ANSWERS.notFound)
    return { message: PRODUCT_ANSWERS.saved, product }
  })

  productStatusRoutes(app)
}
