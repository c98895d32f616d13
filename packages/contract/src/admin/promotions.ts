import { z } from 'zod'
import { idParam } from '../common'
import { PROMO_CATEGORIES } from '../checkout'
import { defineStaffCall } from './call'
import { CATALOGUE_ROLES } from './staff-roles'
import {
  PROMOTION_MESSAGES,
  PromotionStateSchema,
  activeFlagField,
  checkAmountsAndWindow,
  limitField,
  percentField,
  promotionFilterField,
  rupiahField,
  searchField,
  versionField,
  wholeNumberField,
  wibMinuteField,
} from './promotion-fields'

export const PROMO_CODE_PAGE_SIZE = 20

/** Kept in upper case, as the checkout matches codes without regard to case. */
export const adminPromoCodeField = z
  .string({ error: PROMOTION_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: PROMOTION_MESSAGES.codeRequired, abort: true })
  .regex(/^[A-Za-z0-9]{3,30}$/, PROMOTION_MESSAGES.codeFormat)
  .toUpperCase()

const promoCodeFields = z.object({
  code: adminPromoCodeField,
  category: z.enum(PROMO_CATEGORIES, { error: PROMOTION_MESSAGES.category }),
  disc_percent: percentField('The percent'),
  disc_nominal: rupiahField('The nominal amount'),
  /** The most the code takes off; 0 = no cap, allowed only without a percent. */
  disc_max: rupiahField('The cap'),
  min_purchase: rupiahField('The minimum purchase'),
  starts_at: wibMinuteField,
  ends_at: wibMinuteField,
  usage_limit: limitField('The usage limit'),
  usage_limit_per_member: limitField('The limit per member'),
})

type PromoCodeFields = z.output<typeof promoCodeFields>

/** Decision 046: a percent needs a cap, and a member cannot be allowed more than everyone. */
function checkPromoCode(value: PromoCodeFields, ctx: z.RefinementCtx) {
  checkAmountsAndWindow(value, ctx)
  if (value.disc_percent > 0 && value.disc_max === 0)
    ctx.addIssue({ code: 'custom', message: PROMOTION_MESSAGES.capNeeded, path: ['disc_max'] })
  if (
    value.usage_limit !== null &&
    value.usage_limit_per_member !== null &&
    value.usage_limit_per_member > value.usage_limit
  )
    ctx.addIssue({
      code: 'custom',
      message: PROMOTION_MESSAGES.perMemberOverTotal,
      path: ['usage_limit_per_member'],
    })
}

export const PromoCodeFormSchema = promoCodeFields.superRefine(checkPromoCode)
export type PromoCodeFormInput = z.input<typeof PromoCodeFormSchema>
export type PromoCodeFormOutput = z.output<typeof PromoCodeFormSchema>

const promoCodeId = { id: idParam('The promo code id') }

export const PromoCodeEditSchema = promoCodeFields
  .extend({ ...promoCodeId, version: versionField })
  .superRefine(checkPromoCode)

export const AdminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  category: z.enum(PROMO_CATEGORIES),
  disc_percent: z.number().int(),
  disc_nominal: z.number().int(),
  disc_max: z.number().int(),
  min_purchase: z.number().int(),
  /** 'YYYY-MM-DD HH:mm' in WIB, or null for no bound. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_member: z.number().int().nullable(),
  /** Orders holding a use now (an expired or cancelled order gives its use back). */
  used_count: z.number().int(),
  is_active: z.boolean(),
  state: PromotionStateSchema,
  /** Changes with every edit of the code's own fields (not with its uses). */
  version: z.string(),
})
export type AdminPromoCode = z.infer<typeof AdminPromoCodeSchema>

const promoCodeAnswer = z.object({ data: AdminPromoCodeSchema })

export const PromoCodeListQuerySchema = z.object({
  q: searchField,
  status: promotionFilterField,
  page: wholeNumberField('The page must be a whole number of 1 or more.', {
    min: 1,
    max: 100_000,
  }).default(1),
})
export type PromoCodeListQuery = z.input<typeof PromoCodeListQuerySchema>

export const listPromoCodes = defineStaffCall({
  method: 'GET',
  path: 'promo-codes',
  payload: PromoCodeListQuerySchema,
  response: z.object({
    data: z.object({
      items: z.array(AdminPromoCodeSchema),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
  }),
  roles: CATALOGUE_ROLES,
  summary: 'Promo codes by code, newest first, with how many orders hold a use',
})

export const getPromoCode = defineStaffCall({
  method: 'GET',
  path: 'promo-codes/detail',
  payload: z.object(promoCodeId),
  response: promoCodeAnswer,
  roles: CATALOGUE_ROLES,
  summary: 'One promo code as the edit form shows it',
})

export const createPromoCode = defineStaffCall({
  method: 'POST',
  path: 'promo-codes',
  payload: PromoCodeFormSchema,
  response: promoCodeAnswer,
  roles: CATALOGUE_ROLES,
  summary: 'Create a promo code; a code already in use is refused by name',
})

export const updatePromoCode = defineStaffCall({
  method: 'PUT',
  path: 'promo-codes',
  payload: PromoCodeEditSchema,
  response: promoCodeAnswer,
  roles: CATALOGUE_ROLES,
  summary: 'Edit a promo code; orders placed with it keep the discount they were given',
})

export const setPromoCodeActive = defineStaffCall({
  method: 'PUT',
  path: 'promo-codes/active',
  payload: z.object({ ...promoCodeId, is_active: activeFlagField }),
  response: promoCodeAnswer,
  roles: CATALOGUE_ROLES,
  summary: 'Switch a promo code off (checkout refuses it at once) or on again',
})

export const promoCodeTakenMessage = (code: string) =>
  `The promo code ${code} already exists; please choose another.`

export const usageBelowUsedMessage = (used: number) =>
  `This code is already held by ${used} order(s); the usage limit cannot be lower than that.`
