import type { Locale } from '../locale'
import { parseWibText } from './wib-text'
import type { WibText } from './wib'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * Under a minute: Intl says 'now' in English and 'sekarang' in Bahasa, where
 * Indonesian stores write 'baru saja' (the store's glossary).
 */
const JUST_NOW: Record<Locale, string> = { en: 'now', id: 'baru saja' }

/**
 * How long ago, through Intl.RelativeTimeFormat: '3 hours ago', 'yesterday';
 * in Bahasa '3 jam yang lalu', 'kemarin'. Empty for an unreadable moment.
 */
export function formatRelativeTime(value: WibText, now: Date, locale: Locale = 'en'): string {
  const instant = value ? parseWibText(value) : null
  if (!instant) return ''
  const seconds = Math.round((instant.getTime() - now.getTime()) / 1000)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return JUST_NOW[locale]
}
