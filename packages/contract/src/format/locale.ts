/**
 * The languages the store writes in: English, the spec's own words and the
 * default, and Bahasa Indonesia. Every rule of this folder takes one.
 */
export const LOCALES = ['en', 'id'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
