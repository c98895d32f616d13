import { zodResolver } from '@hookform/resolvers/zod'
import { createFormControl } from 'react-hook-form'
import { describe, expect, test } from 'vitest'
import { PROMOTION_MESSAGES } from '@store/contract/admin/promotion-fields'
import { PromoCodeFormSchema } from '@store/contract/admin/promotions'
import type {
  AdminPromoCode,
  PromoCodeFormInput,
  PromoCodeFormOutput,
} from '@store/contract/admin/promotions'
import { EMPTY_PROMO_CODE, promoCodeFormValues } from './promo-code-form'

const createPromoCode = (overrides: Partial<AdminPromoCode> = {}): AdminPromoCode => ({
  id: 4,
  code: 'LEBARAN2026',
  category: 'PRODUCT',
  disc_percent: 15,
  disc_nominal: 0,
  disc_max: 75_000,
  min_purchase: 300_000,
  starts_at: '2026-03-01 00:00',
  ends_at: null,
  usage_limit: null,
  usage_limit_per_member: 1,
  used_count: 12,
  is_active: true,
  state: 'RUNNING',
  version: 'v1',
  ...overrides,
})

const problems = (input: PromoCodeFormInput) => {
  const result = PromoCodeFormSchema.safeParse(input)
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('the promo code form', () => {
  test('a saved code read into the form saves back as it was: blanks for 0 and for no limit', () => {
    const code = createPromoCode()
    const values = promoCodeFormValues(code)
    expect(values).toMatchObject({
      disc_nominal: '',
      usage_limit: '',
      starts_at: '2026-03-01T00:00',
    })
    expect(PromoCodeFormSchema.parse(values)).toMatchObject({
      code: 'LEBARAN2026',
      disc_percent: 15,
      disc_nominal: 0,
      disc_max: 75_000,
      usage_limit: null,
      usage_limit_per_member: 1,
    })
  })

  test('an empty new code asks for the code, then for an amount', () => {
    expect(problems(EMPTY_PROMO_CODE)).toEqual([['code', PROMOTION_MESSAGES.codeRequired]])
    expect(problems({ ...EMPTY_PROMO_CODE, code: 'raya' }).map(([, message]) => message)).toEqual([
      PROMOTION_MESSAGES.amountNeeded,
    ])
  })

  test('a percent without a cap is refused at the cap', () => {
    expect(problems({ ...EMPTY_PROMO_CODE, code: 'RAYA', disc_percent: '10' })).toEqual([
      ['disc_max', PROMOTION_MESSAGES.capNeeded],
    ])
  })

  test('a member cannot be allowed more uses than everyone together', () => {
    expect(
      problems({
        ...EMPTY_PROMO_CODE,
        code: 'RAYA',
        disc_nominal: '10000',
        usage_limit: '5',
        usage_limit_per_member: '6',
      }),
    ).toEqual([['usage_limit_per_member', PROMOTION_MESSAGES.perMemberOverTotal]])
  })

  test('the form is dirty once a box differs from the saved code, and clean when put back', () => {
    const form = createFormControl<PromoCodeFormInput, unknown, PromoCodeFormOutput>({
      resolver: zodResolver(PromoCodeFormSchema),
      defaultValues: promoCodeFormValues(createPromoCode()),
    })
    form.register('usage_limit')
    form.setValue('usage_limit', '100', { shouldDirty: true })
    expect(form.getFieldState('usage_limit').isDirty).toBe(true)
    form.setValue('usage_limit', '', { shouldDirty: true })
    expect(form.getFieldState('usage_limit').isDirty).toBe(false)
  })
})
