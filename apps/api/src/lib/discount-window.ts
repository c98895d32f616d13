import { parseWibText, toWibText } from '@store/contract/format/wib-text'

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

/** 'YYYY-MM-DDTHH:mm' read in WIB, as a datetime-local field gives it; '' is no edge. */
export function readWibMinute(text: string): Date | null | 'invalid' {
  if (text === '') return null
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return 'invalid'
  return parseWibText(text) ?? 'invalid'
}

export const writeWibMinute = (date: Date | null) =>
  date ? toWibText(date, 'minute').replace(' ', 'T') : ''
