import type { FastifyInstance } from 'fastify'
import { previewAdminProduct } from '@store/contract/admin/product-publishing'
import { PRODUCT_ANSWERS } from '@store/contract/admin/products'
import { notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { languageOf } from '../../../lib/request-language'
import { findProduct } from '../../catalog/product.repository'
import { findProductRow } from './product-editor.repository'

/**
 * A product's shop page for staff, whatever its status (decision 090). It is
 * role-checked like every back-office call and never enters the shop's
 * answer cache, so a draft's page is seen by staff alone.
 */
export function productPreviewRoutes(app: FastifyInstance) {
  registerCall(app, previewAdminProduct, async ({ id }, request, reply) => {
    const row = await findProductRow(app.db, id)
    const language = languageOf(request.headers['accept-language'])
    const product = row && (await findProduct(app.db, id, language, { preview: true }))
    if (!row || !product) throw notFound(PRODUCT_ANSWERS.notFound)
    void reply.header('cache-control', 'no-store')
    return { product, status: row.status }
  })
}
