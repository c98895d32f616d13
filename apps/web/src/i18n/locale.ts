import { localeBasename } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'

/**
 * The language this build of the shop speaks: each language is built apart
 * with its own messages (apps/web/build/locale-builds.ts), English when unset.
 */
export const LOCALE: Locale = import.meta.env.VITE_LOCALE === 'id' ? 'id' : 'en'

/** The router's basename: the language's address prefix ('' or '/id'). */
export const BASENAME = localeBasename(LOCALE)

/** A spec path ('/products?sale=1') as this language's address, for links outside the router. */
export const localHref = (path: string) => (BASENAME && path.startsWith('/') ? `${BASENAME}${path === '/' ? '' : path}` : path)
