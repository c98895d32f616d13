import Negotiator from 'negotiator'
import { DEFAULT_LOCALE } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'

/** 'in' is Indonesian's code before 1989, still sent by some older Android and Java clients. */
const OFFERED = ['en', 'id', 'in']

// Clients send a handful of distinct Accept-Language values; each is negotiated once.
const MAX_REMEMBERED_HEADERS = 128
const LONGEST_REMEMBERED_HEADER = 200
const preferenceByHeader = new Map<string, Locale | null>()

function negotiate(header: string): Locale | null {
  const best = new Negotiator({ headers: { 'accept-language': header } }).language(OFFERED)
  if (best === 'id' || best === 'in') return 'id'
  return best === 'en' ? 'en' : null
}

/**
 * The shop's language an `Accept-Language` header prefers by its quality
 * values (`id-ID,id;q=0.9,en;q=0.8` is Indonesian), or null when it names
 * neither of ours; a missing, malformed or hostile header is null, never an error.
 */
export function preferredLanguageOf(header: string | string[] | undefined): Locale | null {
  if (header === undefined || Array.isArray(header) || header === '') return null
  if (header === 'en' || header === 'id') return header
  const known = preferenceByHeader.get(header)
  if (known !== undefined) return known
  const language = negotiate(header)
  if (header.length > LONGEST_REMEMBERED_HEADER) return language
  if (preferenceByHeader.size >= MAX_REMEMBERED_HEADERS) preferenceByHeader.clear()
  preferenceByHeader.set(header, language)
  return language
}

/** The language a call is answered in: the one its header prefers, English when it names neither. */
export const languageOf = (header: string | string[] | undefined): Locale =>
  preferredLanguageOf(header) ?? DEFAULT_LOCALE
