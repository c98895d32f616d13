import { NO_DATE, dayMonth, partsOf } from './dates'
import type { Locale } from '../locale'
import type { WibText } from './wib'

/** Between hours and minutes: English writes 13:47, Bahasa 13.47. */
const TIME_SEPARATOR: Record<Locale, string> = { en: ':', id: '.' }

/**
 * A date with its time on Jakarta's clock: '26 Aug 2026 13:47 WIB', in Bahasa
 * '26 Agu 2026 13.47 WIB'. A text that names a day only shows the day.
 */
export function formatDateTime(value: WibText, locale: Locale = 'en'): string {
  const parts = partsOf(value)
  if (!parts) return NO_DATE
  const date = `${dayMonth(parts, locale)} ${parts.year}`
  if (!parts.hasTime) return date
  const time = [parts.hour, parts.minute]
    .map((part) => String(part).padStart(2, '0'))
    .join(TIME_SEPARATOR[locale])
  return `${date} ${time} WIB`
}
