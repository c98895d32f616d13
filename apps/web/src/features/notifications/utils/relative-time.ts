const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** The API's 'YYYY-MM-DD HH:mm:ss' in Jakarta time (UTC+7) as an instant. */
export const parseJakarta = (value: string) => new Date(`${value.replace(' ', 'T')}+07:00`)

/** '3 hours ago' ('en') or '3 jam yang lalu' ('id'), through Intl.RelativeTimeFormat. */
export function relativeTime(value: string, now: Date, locale: 'en' | 'id' = 'en'): string {
  const seconds = Math.round((parseJakarta(value).getTime() - now.getTime()) / 1000)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}
