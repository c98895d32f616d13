import type { FastifyInstance } from 'fastify'
import {
  ProductListQuerySchema,
  getCategories,
  getCategory,
  getProduct,
  getProducts,
} from '@store/contract/catalog'
import { getHomePage, getSiteHeader } from '@store/contract/home'
import { RENDITION_PREFIX } from '@store/contract/media'
import { productListPayload, readProductListView } from '@store/contract/product-list-url'
import type { ProductListView } from '@store/contract/product-list-url'
import { toQueryString } from '@store/contract/request-key'

const KEY_IN_ANSWER = new RegExp(`${RENDITION_PREFIX}([A-Za-z0-9_-]{12})`, 'g')

/** The image keys an answer names, in the order it names them. */
export function imageKeysIn(answer: unknown): string[] {
  return [...JSON.stringify(answer).matchAll(KEY_IN_ANSWER)].map((match) => match[1]!)
}

/**
 * The images of the pages a visitor opens first, in the order they are likely
 * opened: the home page and the header every page shows, the product list and
 * each category's list as the menus open them, then the product pages of the
 * list's first products. Read through the catalogue answers those pages are
 * rendered from, so they are the images the pages name.
 */
export async function firstViewImageKeys(app: FastifyInstance): Promise<string[]> {
  const cache = app.catalogueCache
  const answers: unknown[] = [
    await cache.cachedAnswer(getHomePage, {}),
    await cache.cachedAnswer(getSiteHeader, {}),
  ]
  // Parsed from the query string exactly as the list page's own request is.
  const list = (view: ProductListView) =>
    cache.readParsed(
      getProducts,
      ProductListQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(toQueryString(productListPayload(view, 1)))),
      ),
    )
  const allProducts = await list(readProductListView(new URLSearchParams()))
  answers.push(allProducts)
  const { categories } = await cache.cachedAnswer(getCategories, {})
  for (const category of categories) {
    answers.push(await cache.cachedAnswer(getCategory, { id: category.id }))
    answers.push(
      await list({ ...readProductListView(new URLSearchParams()), category_id: category.id }),
    )
  }
  for (const product of allProducts.products)
    answers.push(await cache.cachedAnswer(getProduct, { id: product.id }))
  return [...new Set(answers.flatMap(imageKeysIn))]
}
