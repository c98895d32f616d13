/**
 * The shop's two languages (docs/decisions/068-two-languages.md). English is
 * the spec's and every address it names; Bahasa Indonesia has the same pages
 * under /id. The web client names its language on every call in the standard
 * Accept-Language header, exactly `en` or `id`.
 */
export const LOCALES = ['en', 'id'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The cookie that keeps a chosen language (a year), read by the server before the browser's. */
export const LOCALE_COOKIE = 'lang'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The address prefix of each language: the spec's addresses are English. */
const PREFIX: Record<Locale, string> = { en: '', id: '/id' }

/** The router's basename in a language's build. */
export const localeBasename = (locale: Locale) => PREFIX[locale]

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** A page address split into its language and the spec's path: '/id/products' is id and '/products'. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/id' || pathname.startsWith('/id/'))
    return { locale: 'id', path: pathname.slice(3) || '/' }
  return { locale: 'en', path: pathname }
}

/** The address of a spec path (with its query) in a language. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en') return path
  return path === '/' ? PREFIX[locale] : `${PREFIX[locale]}${path.startsWith('?') ? `/${path}` : path}`
}

/** The chosen language kept in the cookie header, if any. */
export function cookieLocale(cookieHeader: string | undefined): Locale | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return null
}
