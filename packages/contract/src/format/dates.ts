import type { Locale } from '../locale'
import { readWibText } from './wib'
import type { WibParts, WibText } from './wib'

/** The short month names each language writes dates with (Bahasa after the store's glossary). */
const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
}

/** What a missing or unreadable date shows (spec section 4: '-' when missing). */
export const NO_DATE = '-'

/** A moment's WIB reading, or null when it is missing or unreadable. */
export const partsOf = (value: WibText): WibParts | null => (value ? readWibText(value) : null)

export const dayMonth = (parts: WibParts, locale: Locale) =>
  `${parts.day} ${MONTHS[locale][parts.month - 1] ?? ''}`

/** 'D MMM YYYY' (spec section 9): '26 Aug 2026', in Bahasa '26 Agu 2026'. */
export function formatDate(value: WibText, locale: Locale = 'en'): string {
  const parts = partsOf(value)
  return parts ? `${dayMonth(parts, locale)} ${parts.year}` : NO_DATE
}

/** A day without its year, where the year is plain around it (a chart's axis): '26 Aug'. */
export function formatDayMonth(value: WibText, locale: Locale = 'en'): string {
  const parts = partsOf(value)
  return parts ? dayMonth(parts, locale) : NO_DATE
}
