import type { FastifyInstance } from 'fastify'
import {
  getCategories,
  getCategory,
  getCategorySub,
  getProduct,
  getProducts,
} from '@store/contract/catalog'
import { productTag } from '../../cache/catalogue-cache'
import { notFound } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import { findCategory, findCategorySub, listCategories } from './category.repository'
import { listProducts } from './product-list.repository'
import { findProduct } from './product.repository'

export function catalogRoutes(app: FastifyInstance) {
  const cached = { cache: 'catalogue' } as const

  registerCall(app, getProducts, (query) => listProducts(app.db, query), cached)

  registerCall(
    app,
    getProduct,
    async ({ id }) => {
      const product = await findProduct(app.db, id)
      if (!product) throw notFound('This product does not exist.')
      return { product }
    },
    { ...cached, cacheTags: ({ id }) => [productTag(id)] },
  )

  registerCall(
    app,
    getCategories,
    async () => ({ categories: await listCategories(app.db) }),
    cached,
  )

  registerCall(
    app,
    getCategory,
    async ({ id }) => {
      const category = await findCategory(app.db, id)
      if (!category) throw notFound('This category does not exist.')
      return { category }
    },
    cached,
  )

  registerCall(
    app,
    getCategorySub,
    async ({ id }) => {
      const categorySub = await findCategorySub(app.db, id)
      if (!categorySub) throw notFound('This sub-category does not exist.')
      return { category_sub: categorySub }
    },
    cached,
  )
}
