import type { PageRoute } from '@store/contract/pages'
import { STORE_NAME, STORE_TAGLINE, pageTitle } from '../page-meta'
import type { PageMeta } from '../page-meta'

/** A page whose first view needs no data beyond the menus: its title and robots come from the table. */
export function staticPage(page: PageRoute): PageMeta {
  const notFound = page.status === 404
  return {
    title: pageTitle(page.title),
    description: notFound
      ? 'This page does not exist or is no longer available.'
      : `${STORE_NAME}: ${STORE_TAGLINE}.`,
    type: 'website',
    status: page.status ?? 200,
    // Pages about one shopper's own session, and missing pages, are not for search engines.
    noindex: page.robots !== 'index',
    initialData: {},
    preloadImages: [],
    routeModule: page.module,
  }
}
