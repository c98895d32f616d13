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
import { createCategoryRepository } from './category.repository'
import { createProductListRepository } from './product-list.repository'
import { createProductRepository } from './product.repository'

export function catalogRoutes(app: FastifyInstance) {
  const productList = createProductListRepository(app.db)
  const productRepo = createProductRepository(app.db)
  const categoryRepo = createCategoryRepository(app.db)

  const cached = { cache: 'catalogue' } as const

  registerCall(app, getProducts, (query) => productList.listProducts(query), cached)

  registerCall(
    app,
    getProduct,
    async ({ id }) => {
      const product = await productRepo.findProduct(id)
      if (!product) throw notFound('This product does not exist.')
      return { product }
    },
    { ...cached, cacheTags: ({ id }) => [productTag(id)] },
  )

  registerCall(
    app,
    getCategories,
    async () => ({ categories: await categoryRepo.listCategories() }),
    cached,
  )

  registerCall(
    app,
    getCategory,
    async ({ id }) => {
      const category = await categoryRepo.findCategory(id)
      if (!category) throw notFound('This category does not exist.')
      return { category }
    },
    cached,
  )

  registerCall(
    app,
    getCategorySub,
    async ({ id }) => {
      const categorySub = await categoryRepo.findCategorySub(id)
      if (!categorySub) throw notFound('This sub-category does not exist.')
      return { category_sub: categorySub }
    },
    cached,
  )
}
