import type { FastifyInstance } from 'fastify'
import {
  getCategories,
  getCategory,
  getCategorySub,
  getProduct,
  getProducts,
} from '@store/contract/catalog'
import type { ProductListFilters } from '@store/contract/catalog'
import { getHomePage, getSiteHeader } from '@store/contract/home'
import type { Locale } from '@store/contract/locale'
import { HttpError } from '../lib/http-errors'

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null
    throw error
  }
}

/**
 * The reads a page needs in its language, through the same cached answers the
 * API serves, so a page and the calls its script makes show the same data at
 * the same moment.
 */
export function createCachedReads(app: FastifyInstance, language: Locale) {
  const cache = app.catalogueCache
  return {
    products: {
      findProduct: (id: number) =>
        orNull(async () => (await cache.cachedAnswer(getProduct, { id }, language)).product),
    },
    productList: {
      listProducts: (query: ProductListFilters) => cache.readParsed(getProducts, query, language),
    },
    categories: {
      listCategories: async () =>
        (await cache.cachedAnswer(getCategories, {}, language)).categories,
      findCategory: (id: number) =>
        orNull(async () => (await cache.cachedAnswer(getCategory, { id }, language)).category),
      findCategorySub: (id: number) =>
        orNull(
          async () => (await cache.cachedAnswer(getCategorySub, { id }, language)).category_sub,
        ),
    },
    home: { getHomePage: () => cache.cachedAnswer(getHomePage, {}, language) },
    header: { getSiteHeader: () => cache.cachedAnswer(getSiteHeader, {}, language) },
  }
}
