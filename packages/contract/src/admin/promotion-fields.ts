import { z } from 'zod'
import { parseWibText, toWibText } from '../format/wib-text'
import { isStorableText } from '../common'

/** What the promotion screens and calls answer beyond the spec's own texts. */
export const PROMOTION_MESSAGES = {
  codeRequired: 'Please enter the promo code.',
  codeFormat: 'A promo code is 3 to 30 letters or digits, with no spaces.',
  category: 'Choose what the code discounts: SHIPPING or PRODUCT.',
  amountNeeded: 'Give a percent, a nominal amount, or both.',
  capNeeded: 'A percent discount needs a cap: the most it may take off, in rupiah.',
  dateFormat: 'Write the date and time as YYYY-MM-DD HH:mm (WIB).',
  endAfterStart: 'The end must come after the start.',
  perMemberOverTotal: 'The limit per member cannot be more than the total usage limit.',
  nameRequired: 'Please enter the bundle name.',
  descriptionRequired: 'Please enter the description shoppers read in the cart.',
  itemCount: 'A bundle counts from 2 to 20 items.',
  kind: 'Choose what the bundle counts: GROUP, SUB_GROUP or PRODUCT.',
  targetsNeeded: 'Choose at least one group, sub-category or product for the bundle to count.',
  tooManyTargets: 'A bundle can count at most 50 groups, sub-categories or products.',
  activeFlag: 'Say whether it is switched on: true or false.',
  search: 'The search must be text of at most 100 characters.',
  versionMissing: 'Open the record again before saving: the version it was edited from is missing.',
  changedMeanwhile:
    'Someone else saved a change to this record since you opened it. Reload it to see their change, then make yours again.',
} as const

/**
 * A whole number from a JSON body or a form's text box: digits only (no
 * signs, decimals or exponents), then checked against the range.
 */
export function wholeNumberField(message: string, range: { min: number; max: number }) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? null : value.trim()
      if (text !== null && !/^\d{1,12}$/.test(text)) {
        ctx.issues.push({ code: 'custom', message, input: value })
        return z.NEVER
      }
      return text === null ? value : Number(text)
    })
    .pipe(z.number({ error: message }).int(message).min(range.min, message).max(range.max, message))
}

/** The largest amount a promotion may name: well past any order, inside an integer column. */
export const MAX_RUPIAH = 1_000_000_000

/** A rupiah amount of 0 or more; a blank box counts as 0. */
export const rupiahField = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a whole number of rupiah.` })
    .transform((value) => (typeof value === 'string' && value.trim() === '' ? 0 : value))
    .pipe(
      wholeNumberField(`${label} must be a whole number of rupiah, from 0 to 1.000.000.000.`, {
        min: 0,
        max: MAX_RUPIAH,
      }),
    )

export const percentField = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a whole number from 0 to 100.` })
    .transform((value) => (typeof value === 'string' && value.trim() === '' ? 0 : value))
    .pipe(wholeNumberField(`${label} must be a whole number from 0 to 100.`, { min: 0, max: 100 }))

/** An optional limit: blank or null is no limit, otherwise a whole number of 1 or more. */
export const limitField = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()], {
      error: `${label} must be a whole number of 1 or more, or left blank for no limit.`,
    })
    .transform((value) =>
      value === null || (typeof value === 'string' && !value.trim()) ? null : value,
    )
    .pipe(
      wholeNumberField(
        `${label} must be a whole number of 1 or more, or left blank for no limit.`,
        {
          min: 1,
          max: 10_000_000,
        },
      ).nullable(),
    )

/** A start or end in WIB, 'YYYY-MM-DD HH:mm' (a date input's 'T' is read too); blank is none. */
export const wibMinuteField = z
  .union([z.string(), z.null()], { error: PROMOTION_MESSAGES.dateFormat })
  .transform((value, ctx) => {
    const text = value?.trim() ?? ''
    if (!text) return null
    const date = text.length <= 16 && isStorableText(text) ? parseWibText(text) : null
    if (!date) {
      ctx.issues.push({ code: 'custom', message: PROMOTION_MESSAGES.dateFormat, input: value })
      return z.NEVER
    }
    return toWibText(date, 'minute')
  })

/** Checks shared by codes and bundles: an amount to give, and a window that runs forward. */
export function checkAmountsAndWindow(
  value: {
    disc_percent: number
    disc_nominal: number
    starts_at: string | null
    ends_at: string | null
  },
  ctx: z.RefinementCtx,
) {
  if (value.disc_percent === 0 && value.disc_nominal === 0)
    ctx.addIssue({
      code: 'custom',
      message: PROMOTION_MESSAGES.amountNeeded,
      path: ['disc_percent'],
    })
  // Both are normalised to 'YYYY-MM-DD HH:mm', so text order is time order.
  if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at)
    ctx.addIssue({ code: 'custom', message: PROMOTION_MESSAGES.endAfterStart, path: ['ends_at'] })
}

/**
 * What the record looked like when the form was opened: an edit made on an
 * older version is a 409 and changes nothing (two staff on one record).
 */
export const versionField = z
  .string({ error: PROMOTION_MESSAGES.versionMissing })
  .regex(/^[0-9a-f]{16}$/, PROMOTION_MESSAGES.versionMissing)

export const activeFlagField = z.boolean({ error: PROMOTION_MESSAGES.activeFlag })

export const searchField = z
  .string({ error: PROMOTION_MESSAGES.search })
  .trim()
  .max(100, PROMOTION_MESSAGES.search)
  .refine(isStorableText, PROMOTION_MESSAGES.search)
  .optional()

/** Where a promotion stands now, as the lists show it. */
export const PROMOTION_STATES = ['RUNNING', 'SCHEDULED', 'EXPIRED', 'USED_UP', 'OFF'] as const
export const PromotionStateSchema = z.enum(PROMOTION_STATES)
export type PromotionState = z.infer<typeof PromotionStateSchema>

export const PROMOTION_FILTERS = ['ALL', 'ACTIVE', 'EXPIRED', 'OFF'] as const
export const promotionFilterField = z
  .enum(PROMOTION_FILTERS, { error: 'Choose ALL, ACTIVE, EXPIRED or OFF.' })
  .default('ALL')
