/** A product's planned direct discount and the window it runs in. */
export interface PlannedDiscount {
  plannedDiscPercent: number
  plannedDiscNominal: number
  discStartsAt: Date | null
  discEndsAt: Date | null
}

/**
 * The discount the shop shows at `now`: the planned one while its window is
 * open (an open start or end has no edge), none outside it. disc_percent and
 * disc_nominal hold this, so final_price and every shop read follow it.
 */
export function liveDiscount(planned: PlannedDiscount, now: Date) {
  const started = planned.discStartsAt === null || planned.discStartsAt <= now
  const ended = planned.discEndsAt !== null && planned.discEndsAt <= now
  return started && !ended
    ? { discPercent: planned.plannedDiscPercent, discNominal: planned.plannedDiscNominal }
    : { discPercent: 0, discNominal: 0 }
}

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000
const pad = (value: number) => String(value).padStart(2, '0')

/** 'YYYY-MM-DDTHH:mm' read in WIB, as a datetime-local field gives it; '' is no edge. */
export function readWibMinute(text: string): Date | null | 'invalid' {
  if (text === '') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text)
  if (!match) return 'invalid'
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute) - WIB_OFFSET_MS)
  // Date.UTC rolls 2026-02-31 over to March; such a date is not a date.
  return writeWibMinute(date) === text ? date : 'invalid'
}

export function writeWibMinute(date: Date | null): string {
  if (!date) return ''
  const wib = new Date(date.getTime() + WIB_OFFSET_MS)
  const day = `${wib.getUTCFullYear()}-${pad(wib.getUTCMonth() + 1)}-${pad(wib.getUTCDate())}`
  return `${day}T${pad(wib.getUTCHours())}:${pad(wib.getUTCMinutes())}`
}
