/**
 * The shop's languages. The web client names the visitor's on every call as
 * `Accept-Language: en` or `id`; the API answers in it, English by default.
 */
export const LANGUAGES = ['en', 'id'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'
