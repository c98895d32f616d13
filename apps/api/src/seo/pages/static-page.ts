import { WORDS } from '@store/contract/i18n/words'
import type { Locale } from '@store/contract/locale'
import type { PageRoute } from '@store/contract/pages'
import { STORE_NAME, pageTitle } from '../page-meta'
import type { PageMeta } from '../page-meta'

/** A page whose first view needs no data beyond the menus: its title and robots come from the table. */
export function staticPage(page: PageRoute, locale: Locale): PageMeta {
  const words = WORDS[locale]
  const notFound = page.status === 404
  return {
    title: pageTitle(words[page.title]()),
    description: notFound
      ? words.meta_not_found()
      : `${STORE_NAME}: ${words.store_tagline()}.`,
    type: 'website',
    status: page.status ?? 200,
    // Pages about one shopper's own session, and missing pages, are not for search engines.
    noindex: page.robots !== 'index',
    initialData: {},
    preloadImages: [],
    routeModule: page.module,
  }
}
