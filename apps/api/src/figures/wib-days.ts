import {
  DEFAULT_RANGE_DAYS,
  MAX_RANGE_DAYS,
  type DashboardQuery,
} from '@store/contract/admin/dashboard'
import { WIB_OFFSET_MS } from '@store/contract/format/wib'
import { badRequest } from '../lib/http-errors'
import type { Span } from './figures.repository'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A WIB day as a number: days since 1970-01-01 in Asia/Jakarta (UTC+7, no
 * daylight saving), so days are counted and cut without a time zone table.
 */
export type DayNo = number

export const dayNoOf = (instant: Date): DayNo =>
  Math.floor((instant.getTime() + WIB_OFFSET_MS) / DAY_MS)

export const dayText = (day: DayNo) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** The first instant of a WIB day. */
export const dayStart = (day: DayNo) => new Date(day * DAY_MS - WIB_OFFSET_MS)

/** The WIB days first..last, both included, as instants. */
export const spanOf = (first: DayNo, last: DayNo): Span => ({
  since: dayStart(first),
  until: dayStart(last + 1),
})

/** The Monday that starts a day's week (1970-01-01 was a Thursday). */
export const weekStartOf = (day: DayNo): DayNo => day - ((day + 3) % 7)

function parseDay(text: string, label: string): DayNo {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number)
  const utc = Date.UTC(year, month - 1, day)
  // Date.UTC rolls 2026-02-31 over to March; such a day is not a day.
  if (new Date(utc).toISOString().slice(0, 10) !== text)
    throw badRequest(`${label} is not a day of the calendar.`)
  return utc / DAY_MS
}

/** The range a dashboard query asks for: by default the last 30 WIB days up to today. */
export function rangeOf(query: DashboardQuery, now: Date): { first: DayNo; last: DayNo } {
  const last = query.to ? parseDay(query.to, 'The last day') : dayNoOf(now)
  const first = query.from ? parseDay(query.from, 'The first day') : last - (DEFAULT_RANGE_DAYS - 1)
  if (first > last) throw badRequest('The first day must not come after the last day.')
  if (last - first + 1 > MAX_RANGE_DAYS)
    throw badRequest(`Choose a range of ${MAX_RANGE_DAYS} days or fewer.`)
  return { first, last }
}
