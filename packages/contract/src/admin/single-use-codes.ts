import { z } from 'zod'
import { idParam } from '../common'
import { defineStaffCall } from './call'
import { wholeNumberField } from './promotion-fields'
import { CATALOGUE_ROLES } from './staff-roles'

/** The most single-use codes one request makes: a campaign of several influencers at once. */
export const MAX_SINGLE_USE_CODES = 1000
/** Random characters after the prefix, from 32 that cannot be mistaken for one another. */
export const SINGLE_USE_CODE_TAIL = 6

/** The CSV's columns: one row per code, in the order they were made. */
export const SINGLE_USE_CSV_COLUMNS = ['code', 'used'] as const

const parent = { id: idParam('The promo code id') }

export const SingleUseCodesSchema = z.object({
  made: z.number().int(),
  used: z.number().int(),
})
export type SingleUseCodes = z.infer<typeof SingleUseCodesSchema>

export const MakeSingleUseCodesSchema = z.object({
  ...parent,
  prefix: z
    .string({ error: 'Give the codes a prefix of 2 to 16 letters or digits, such as RINA.' })
    .trim()
    .regex(
      /^[A-Za-z0-9]{2,16}$/,
      'Give the codes a prefix of 2 to 16 letters or digits, such as RINA.',
    )
    .toUpperCase(),
  /** A number, or the form's text of one. */
  count: wholeNumberField(`Make 1 to ${MAX_SINGLE_USE_CODES} codes at a time.`, {
    min: 1,
    max: MAX_SINGLE_USE_CODES,
  }),
})
export type MakeSingleUseCodesInput = z.input<typeof MakeSingleUseCodesSchema>

/** What the back office's form checks before sending: all but the code it is made from. */
export const SingleUseFormSchema = MakeSingleUseCodesSchema.omit({ id: true })

export const getSingleUseCodes = defineStaffCall({
  method: 'GET',
  path: 'promo-codes/single-use',
  payload: z.object(parent),
  response: z.object({ data: SingleUseCodesSchema }),
  roles: CATALOGUE_ROLES,
  summary: 'How many single-use codes a promo code has made, and how many are used',
})

export const makeSingleUseCodes = defineStaffCall({
  method: 'POST',
  path: 'promo-codes/single-use',
  payload: MakeSingleUseCodesSchema,
  response: z.object({ data: SingleUseCodesSchema.extend({ message: z.string() }) }),
  roles: CATALOGUE_ROLES,
  summary:
    "Make single-use codes that follow a promo code's rule, dates and switch (an influencer campaign)",
})

/** The file travels as text/csv, so it is not a JSON call. */
export const exportSingleUseCodes = defineStaffCall({
  method: 'GET',
  path: 'promo-codes/single-use/export',
  payload: z.object(parent),
  response: z.string(),
  roles: CATALOGUE_ROLES,
  summary: "A promo code's single-use codes as CSV, with whether each is used",
})
