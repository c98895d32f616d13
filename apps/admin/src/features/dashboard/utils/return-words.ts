import * as m from '#messages'
import type { FitNote } from '@store/contract/fit'
import type { ReturnReason } from '@store/contract/returns'

const REASONS: Record<ReturnReason, () => string> = {
  too_small: m.returns_reason_too_small,
  too_large: m.returns_reason_too_large,
  damaged: m.returns_reason_damaged,
  wrong_item: m.returns_reason_wrong_item,
  not_as_pictured: m.returns_reason_not_as_pictured,
  changed_mind: m.returns_reason_changed_mind,
}

/** Why units came back, in the staff member's language. */
export const reasonName = (reason: ReturnReason) => REASONS[reason]()

/** What the shop's product page says of the fit; a dash where it says nothing. */
export const fitName = (fit: FitNote) =>
  fit === 'RUNS_SMALL' ? m.fit_runs_small() : fit === 'RUNS_LARGE' ? m.fit_runs_large() : '–'
