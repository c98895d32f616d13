import * as m from '#messages'
import type { ReturnReason } from '@store/contract/returns'

/** Why units came back, in the staff member's language: the returns pages and the dashboard. */
export const REASON_WORDS: Readonly<Record<ReturnReason, () => string>> = {
  too_small: m.returns_reason_too_small,
  too_large: m.returns_reason_too_large,
  damaged: m.returns_reason_damaged,
  wrong_item: m.returns_reason_wrong_item,
  not_as_pictured: m.returns_reason_not_as_pictured,
  changed_mind: m.returns_reason_changed_mind,
}

export const reasonName = (reason: ReturnReason) => REASON_WORDS[reason]()
