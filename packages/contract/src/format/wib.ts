/**
 * The store keeps Jakarta's clock, WIB: UTC+7 all year, as Indonesia has no
 * daylight saving, so a fixed offset is exact and no time zone table is needed.
 */
export const WIB_OFFSET_MS = 7 * 60 * 60 * 1000

/**
 * What the date rules show: WIB text as the API writes it ('YYYY-MM-DD
 * HH:mm:ss', or a day 'YYYY-MM-DD'; toWibText writes an instant so), read as
 * written so the reader's own time zone cannot move it to another day.
 */
export type WibText = string | null | undefined

/** A WIB wall-clock reading; `hasTime` is false for a text that names a day only. */
export interface WibParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  hasTime: boolean
}

/** What Jakarta's clock read at an instant. */
export function wibPartsOf(instant: Date): WibParts {
  const wib = new Date(instant.getTime() + WIB_OFFSET_MS)
  return {
    year: wib.getUTCFullYear(),
    month: wib.getUTCMonth() + 1,
    day: wib.getUTCDate(),
    hour: wib.getUTCHours(),
    minute: wib.getUTCMinutes(),
    second: wib.getUTCSeconds(),
    hasTime: true,
  }
}

const WIB_TEXT =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/

/**
 * Reads WIB text as written: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or with ':ss'
 * (a 'T' for the space too, as a datetime-local field gives it); null for
 * anything else. Each field is read within its range; whether the day is on
 * the calendar (2026-02-31) is checked where text comes in, by parseWibText.
 */
export function readWibText(text: string): WibParts | null {
  const match = WIB_TEXT.exec(text.trim())
  if (!match) return null
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0))
  return { year, month, day, hour, minute, second, hasTime: match[4] !== undefined }
}
