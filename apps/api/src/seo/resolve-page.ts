import type { FastifyInstance } from 'fastify'
import { DEFAULT_LOCALE } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { requestKey } from '@store/contract/request-key'
import { createCachedReads } from './cached-reads'
import { matchPage, productIdOf } from './page-routes'
import type { PageMeta } from './page-meta'
import { homeDataPage } from './pages/home-page'
import { listPage } from './pages/list-page'
import { productPage } from './pages/product-page'
import { staticPage } from './pages/static-page'

/** Works out, for a page URL, its metadata and the data its first view needs. */
export function createPageResolver(app: FastifyInstance) {
  const readsIn = { en: createCachedReads(app, 'en'), id: createCachedReads(app, 'id') }

  async function pageFor(
    path: string,
    params: URLSearchParams,
    origin: string,
    locale: Locale,
  ): Promise<PageMeta> {
    const { products, productList, categories, home } = readsIn[locale]
    const match = matchPage(path)
    const { page } = match
    if (page.data === 'product') return productPage(products, productIdOf(match), origin, locale)
    if (page.data === 'products') return listPage({ productList, categories }, params, locale)
    if (page.data === 'home') return homeDataPage(home, page, locale, match.params.category)
    return staticPage(page, locale)
  }

  /**
   * `path` is the spec's path of the page, without its language's prefix; the
   * page's texts and data are in `locale`, as a call with Accept-Language would be answered.
   */
  return async function resolvePage(
    path: string,
    params: URLSearchParams,
    origin: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<PageMeta> {
    const { categories, header } = readsIn[locale]
    const page = await pageFor(path, params, origin, locale)
    // The header's menus need the categories on every page.
    page.initialData[requestKey('categories')] = { categories: await categories.listCategories() }
    // The promo bar above the header is the owner's text: a few bytes, from the cached answer.
    page.initialData[requestKey('master/site-header')] = await header.getSiteHeader()
    return page
  }
}
