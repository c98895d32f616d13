import Negotiator from 'negotiator'
import { DEFAULT_LANGUAGE } from '@store/contract/language'
import type { Language } from '@store/contract/language'

/** 'in' is Indonesian's code before 1989, still sent by some older Android and Java clients. */
const OFFERED = ['en', 'id', 'in']

// Clients send a handful of distinct Accept-Language values; each is negotiated once.
const MAX_REMEMBERED_HEADERS = 128
const LONGEST_REMEMBERED_HEADER = 200
const languageByHeader = new Map<string, Language>()

function negotiate(header: string): Language {
  const best = new Negotiator({ headers: { 'accept-language': header } }).language(OFFERED)
  return best === 'id' || best === 'in' ? 'id' : DEFAULT_LANGUAGE
}

/**
 * The language an `Accept-Language` header asks for, by its quality values
 * (`id-ID,id;q=0.9,en;q=0.8` is Indonesian); English for anything else,
 * including a missing, malformed or hostile header, which is never an error.
 */
export function languageOf(header: string | string[] | undefined): Language {
  if (header === undefined || Array.isArray(header)) return DEFAULT_LANGUAGE
  if (header === 'en' || header === '') return DEFAULT_LANGUAGE
  if (header === 'id') return 'id'
  const known = languageByHeader.get(header)
  if (known) return known
  const language = negotiate(header)
  if (header.length > LONGEST_REMEMBERED_HEADER) return language
  if (languageByHeader.size >= MAX_REMEMBERED_HEADERS) languageByHeader.clear()
  languageByHeader.set(header, language)
  return language
}
