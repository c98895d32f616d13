import type { PromotionState } from '@store/contract/admin/promotion-fields'
import type { PROMOTION_FILTERS } from '@store/contract/admin/promotion-fields'

export type PromotionFilter = (typeof PROMOTION_FILTERS)[number]

interface Windowed {
  isActive: boolean
  startsAt: Date | null
  endsAt: Date | null
  usageLimit?: number | null
  usedCount?: number
}

/** Where a code or bundle stands at `now`, as a shopper would meet it. */
export function promotionState(row: Windowed, now: Date): PromotionState {
  if (!row.isActive) return 'OFF'
  if (row.endsAt && row.endsAt <= now) return 'EXPIRED'
  if (row.startsAt && row.startsAt > now) return 'SCHEDULED'
  if (row.usageLimit != null && (row.usedCount ?? 0) >= row.usageLimit) return 'USED_UP'
  return 'RUNNING'
}
