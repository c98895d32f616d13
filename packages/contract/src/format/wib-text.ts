import { WIB_OFFSET_MS, readWibText, wibPartsOf } from './wib'

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * An instant as WIB text: 'YYYY-MM-DD HH:mm:ss', the API's dates (contract
 * DateTimeSchema) and Faspay's; 'minute' stops at 'HH:mm' (the courier's
 * history, the back office's fields, the CSV files), 'day' at the date.
 */
export function toWibText(instant: Date, precision: 'day' | 'minute' | 'second' = 'second') {
  const { year, month, day, hour, minute, second } = wibPartsOf(instant)
  const date = `${year}-${pad(month)}-${pad(day)}`
  if (precision === 'day') return date
  const time = `${pad(hour)}:${pad(minute)}`
  return precision === 'minute' ? `${date} ${time}` : `${date} ${time}:${pad(second)}`
}

/**
 * The instant a WIB text with a time names ('YYYY-MM-DD HH:mm[:ss]', or with
 * a 'T'): the API's dates, Faspay's, the courier's and the back office's
 * fields. Null when it is not such a text or names no real minute.
 */
export function parseWibText(text: string): Date | null {
  const parts = readWibText(text)
  if (!parts?.hasTime) return null
  const { year, month, day, hour, minute, second } = parts
  const wallClock = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  // Date.UTC rolls 2026-02-31 over into March: such a text names no moment.
  if (wallClock.getUTCDate() !== day) return null
  return new Date(wallClock.getTime() - WIB_OFFSET_MS)
}

/** The instant of WIB text the code itself writes (seed data, fixtures): unreadable text is a mistake there. */
export function wibInstant(text: string): Date {
  const instant = parseWibText(text)
  if (!instant) throw new Error(`'${text}' is not a WIB date and time`)
  return instant
}
