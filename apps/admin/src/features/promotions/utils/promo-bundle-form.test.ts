import { describe, expect, test } from 'vitest'
import { PROMOTION_MESSAGES } from '@store/contract/admin/promotion-fields'
import { PromoBundleFormSchema } from '@store/contract/admin/promo-bundles'
import type { AdminPromoBundle } from '@store/contract/admin/promo-bundles'
import { EMPTY_PROMO_BUNDLE, promoBundleFormValues } from './promo-bundle-form'

const createBundle = (overrides: Partial<AdminPromoBundle> = {}): AdminPromoBundle => ({
  id: 2,
  name: 'Any 3 batik',
  description: 'Take any three batik shirts and save 10%.',
  bundling_item_count: 3,
  disc_percent: 10,
  disc_nominal: 0,
  starts_at: null,
  ends_at: '2026-12-31 23:59',
  bundling_type: 'SUB_GROUP',
  targets: [{ id: 602, name: 'Batik', detail: 'MEN' }],
  is_active: true,
  state: 'RUNNING',
  version: 'v3',
  ...overrides,
})

describe('the promo bundle form', () => {
  test('a saved bundle read into the form saves back as it was, with its targets by id', () => {
    const values = promoBundleFormValues(createBundle())
    expect(values).toMatchObject({
      bundling_item_count: '3',
      target_ids: [602],
      ends_at: '2026-12-31T23:59',
    })
    expect(PromoBundleFormSchema.parse(values)).toMatchObject({
      bundling_item_count: 3,
      disc_percent: 10,
      disc_nominal: 0,
      target_ids: [602],
    })
  })

  test('a new bundle asks for its name, its text, an amount and what it counts', () => {
    const result = PromoBundleFormSchema.safeParse(EMPTY_PROMO_BUNDLE)
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        PROMOTION_MESSAGES.nameRequired,
        PROMOTION_MESSAGES.descriptionRequired,
        PROMOTION_MESSAGES.targetsNeeded,
      ]),
    )
  })
})
