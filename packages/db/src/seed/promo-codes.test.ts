import { expect, test } from 'vitest'
import { PromoCodeFormSchema } from '@store/contract/admin/promotions'
import { DEMO_PROMO_CODES } from './promo-codes'

test('every demo promo code is one the back office would accept, a percent with its cap', () => {
  for (const row of DEMO_PROMO_CODES) {
    const checked = PromoCodeFormSchema.safeParse({
      code: row.code,
      category: row.category,
      disc_percent: row.discPercent ?? 0,
      disc_nominal: row.discNominal ?? 0,
      disc_max: row.discMax ?? 0,
      min_purchase: row.minPurchase ?? 0,
      // The window's own rules are the form's; the demo's dates are instants, not typed text.
      starts_at: null,
      ends_at: null,
      usage_limit: row.usageLimit ?? null,
      usage_limit_per_member: row.usageLimitPerMember ?? null,
    })
    expect(checked.error?.issues ?? [], row.code).toEqual([])
  }
})
