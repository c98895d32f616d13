import { WIB_OFFSET_MS } from '@store/contract/format/wib'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** The FAQ's 3 days, counted as 3x24 hours from receipt. */
export const RETURN_HOURS = 72
/** PP 80/2019: never less than 2 working days. */
export const RETURN_WORKING_DAYS = 2
/** Transit damage is reported within 2x24 hours of receipt. */
export const DAMAGE_HOURS = 48

/** Monday to Friday in WIB (decision 087); public holidays are not counted out. */
const isWorkingDay = (wibMidnight: number) => {
  const weekday = new Date(wibMidnight).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/**
 * The end of the `count`th working day after the day of `from`, in WIB: the
 * midnight that begins the day after it. The day of receipt never counts,
 * however early the parcel came.
 */
export function workingDaysAfter(from: Date, count: number): Date {
  const wibDay = Math.floor((from.getTime() + WIB_OFFSET_MS) / DAY_MS) * DAY_MS
  let day = wibDay
  let counted = 0
  while (counted < count) {
    day += DAY_MS
    if (isWorkingDay(day)) counted += 1
  }
  return new Date(day + DAY_MS - WIB_OFFSET_MS)
}

export interface ReturnWindow {
  /** Returns and exchanges are asked before this instant. */
  closesAt: Date
  /** Damage is reported before this instant. */
  damageClosesAt: Date
}

/** The return window of an order received at `receivedAt` (decision 087). */
export function returnWindow(receivedAt: Date): ReturnWindow {
  const hours = receivedAt.getTime() + RETURN_HOURS * HOUR_MS
  const working = workingDaysAfter(receivedAt, RETURN_WORKING_DAYS).getTime()
  return {
    closesAt: new Date(Math.max(hours, working)),
    damageClosesAt: new Date(receivedAt.getTime() + DAMAGE_HOURS * HOUR_MS),
  }
}
