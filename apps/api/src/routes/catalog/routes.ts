import type { FastifyInstance } from 'fastify'
import { API_MESSAGES } from '@store/contract/api-messages'
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

  registerCall(app, getProducts, (query, language) => listProducts(app.db, query, language), cached)

  registerCall(
    app,
    getProduct,
    async ({ id }, language) => {
      const product = await findProduct(app.db, id, language)
      if (!product) throw notFound(API_MESSAGES.productNotFound)
      return { product }
    },
    { ...cached, cacheTags: ({ id }) => [productTag(id)] },
  )

  registerCall(
    app,
    getCategories,
    async (_input, language) => ({ categories: await listCategories(app.db, language) }),
    cached,
  )

  registerCall(
    app,
    getCategory,
    async ({ id }, language) => {
      const category = await findCategory(app.db, id, language)
      if (!category) throw notFound(API_MESSAGES.categoryNotFound)
      return { category }
    },
    cached,
  )

  registerCall(
    app,
    getCategorySub,
    async ({ id }, language) => {
      const categorySub = await findCategorySub(app.db, id, language)
      if (!categorySub) throw notFound(API_MESSAGES.subCategoryNotFound)
      return { category_sub: categorySub }
    },
    cached,
  )
}
