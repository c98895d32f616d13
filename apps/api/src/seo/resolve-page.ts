import type { FastifyInstance } from 'fastify'
import { DEFAULT_LANGUAGE } from '@store/contract/language'
import type { Language } from '@store/contract/language'
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
    language: Language,
  ): Promise<PageMeta> {
    const { products, productList, categories, home } = readsIn[language]
    const match = matchPage(path)
    const { page } = match
    if (page.data === 'product') return productPage(products, productIdOf(match), origin)
    if (page.data === 'products') return listPage({ productList, categories }, params)
    if (page.data === 'home') return homeDataPage(home, page, match.params.category)
    return staticPage(page)
  }

  /** `language` is the page's: its data comes from the answers in that language. */
  return async function resolvePage(
    path: string,
    params: URLSearchParams,
    origin: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<PageMeta> {
    const { categories, header } = readsIn[language]
    const page = await pageFor(path, params, origin, language)
    // The header's menus need the categories on every page.
    page.initialData[requestKey('categories')] = { categories: await categories.listCategories() }
    // The promo bar above the header is the owner's text: a few bytes, from the cached answer.
    page.initialData[requestKey('master/site-header')] = await header.getSiteHeader()
    return page
  }
}
