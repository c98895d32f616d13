import type { FastifyInstance } from 'fastify'
import { requestKey } from '@store/contract/request-key'
import { createCachedReads } from './cached-reads'
import { matchPageRoute } from './page-routes'
import type { PageMeta } from './page-meta'
import { homeDataPage } from './pages/home-page'
import { listPage } from './pages/list-page'
import { notFoundPage, productPage } from './pages/product-page'
import { staticPage } from './pages/static-page'

const HOME_DATA_PAGES = new Set(['home', 'shop-landing', 'hashtag', 'fashion'])

/** Works out, for a page URL, its metadata and the data its first view needs. */
export function createPageResolver(app: FastifyInstance) {
  const { products, productList, categories, home } = createCachedReads(app)

  async function pageFor(path: string, params: URLSearchParams, origin: string): Promise<PageMeta> {
    const route = matchPageRoute(path)
    if ('productId' in route) return productPage(products, route.productId, origin)
    if ('slug' in route) return homeDataPage(home, route.module, route.slug)
    if (route.module === 'products') return listPage({ productList, categories }, params)
    if (HOME_DATA_PAGES.has(route.module)) return homeDataPage(home, route.module)
    if (route.module === 'not-found') return notFoundPage('not-found')
    return staticPage(route.module)
  }

  return async function resolvePage(
    path: string,
    params: URLSearchParams,
    origin: string,
  ): Promise<PageMeta> {
    const page = await pageFor(path, params, origin)
    // The header's menus need the categories on every page.
    page.initialData[requestKey('categories')] = { categories: await categories.listCategories() }
    return page
  }
}
