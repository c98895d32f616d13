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

/**
 * The language an Accept-Language header prefers among ours, or null when it
 * names neither: 'id-ID,id;q=0.9,en;q=0.8' is id, 'en-US,en;q=0.9,id;q=0.5' en.
 * Malformed parts are skipped, never thrown on.
 */
export function preferredLocale(header: string | undefined): Locale | null {
  if (!header || header.length > 1_000) return null
  let best: { locale: Locale; q: number } | null = null
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';')
    const primary = range.trim().toLowerCase().split('-')[0]
    const locale = primary === 'in' ? 'id' : primary
    if (!isLocale(locale)) continue
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue
    if (!best || q > best.q) best = { locale, q }
  }
  return best?.locale ?? null
}

/** The language a request names for the API: `en` or `id`, English when it names neither. */
export const requestLocale = (acceptLanguage: string | undefined): Locale =>
  preferredLocale(acceptLanguage) ?? DEFAULT_LOCALE

/** The chosen language kept in the cookie header, if any. */
export function cookieLocale(cookieHeader: string | undefined): Locale | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return null
}
