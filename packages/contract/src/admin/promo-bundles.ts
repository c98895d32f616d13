import { z } from 'zod'
import { idParam, requiredText } from '../common'
import { BUNDLING_TYPES } from '../promos'
import { defineStaffCall } from './call'
import { CATALOGUE_ROLES } from './staff-roles'
import {
  PROMOTION_MESSAGES,
  PromotionStateSchema,
  activeFlagField,
  checkAmountsAndWindow,
  percentField,
  promotionFilterField,
  rupiahField,
  searchField,
  versionField,
  wholeNumberField,
  wibMinuteField,
} from './promotion-fields'

export const BundlingTypeSchema = z.enum(BUNDLING_TYPES, { error: PROMOTION_MESSAGES.kind })
export type BundlingType = z.infer<typeof BundlingTypeSchema>

const promoBundleFields = z.object({
  name: requiredText(
    PROMOTION_MESSAGES.nameRequired,
    100,
    'The name can be at most 100 characters.',
  ),
  description: requiredText(
    PROMOTION_MESSAGES.descriptionRequired,
    500,
    'The description can be at most 500 characters.',
  ),
  bundling_item_count: wholeNumberField(PROMOTION_MESSAGES.itemCount, { min: 2, max: 20 }),
  disc_percent: percentField('The percent'),
  /** Taken off once per complete set (decision 012). */
  disc_nominal: rupiahField('The nominal amount'),
  starts_at: wibMinuteField,
  ends_at: wibMinuteField,
  /** What the bundle counts: groups (GROUP), sub-categories (SUB_GROUP) or products (PRODUCT). */
  bundling_type: BundlingTypeSchema,
  target_ids: z
    .array(idParam('Each group, sub-category or product id'), {
      error: PROMOTION_MESSAGES.targetsNeeded,
    })
    .min(1, PROMOTION_MESSAGES.targetsNeeded)
    .max(50, PROMOTION_MESSAGES.tooManyTargets),
})

export const PromoBundleFormSchema = promoBundleFields.superRefine(checkAmountsAndWindow)
export type PromoBundleFormInput = z.input<typeof PromoBundleFormSchema>
export type PromoBundleFormOutput = z.output<typeof PromoBundleFormSchema>

const promoBundleId = { id: idParam('The promo bundle id') }

export const PromoBundleEditSchema = promoBundleFields
  .extend({ ...promoBundleId, version: versionField })
  .superRefine(checkAmountsAndWindow)

export const BundleTargetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What tells two of the same name apart: the category, or the product code. */
  detail: z.string(),
})
export type BundleTarget = z.infer<typeof BundleTargetSchema>

export const AdminPromoBundleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  bundling_item_count: z.number().int(),
  disc_percent: z.number().int(),
  disc_nominal: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  bundling_type: BundlingTypeSchema,
  targets: z.array(BundleTargetSchema),
  is_active: z.boolean(),
  state: PromotionStateSchema,
  /** Changes with every edit of the bundle (decision 046). */
  version: z.string(),
})
export type AdminPromoBundle = z.infer<typeof AdminPromoBundleSchema>

const promoBundleAnswer = z.object({ data: AdminPromoBundleSchema })

export const listPromoBundles = defineStaffCall({
  method: 'GET',
  path: 'promo-bundles',
  payload: z.object({ status: promotionFilterField }),
  response: z.object({ data: z.object({ items: z.array(AdminPromoBundleSchema) }) }),
  roles: CATALOGUE_ROLES,
  summary: 'Promo bundles, newest first, with what each counts',
})

export const getPromoBundle = defineStaffCall({
  method: 'GET',
  path: 'promo-bundles/detail',
  payload: z.object(promoBundleId),
  response: promoBundleAnswer,
  roles: CATALOGUE_ROLES,
  summary: 'One promo bundle as the edit form shows it',
})

export const createPromoBundle = defineStaffCall({
  method: 'POST',
  path: 'promo-bundles',
  payload: PromoBundleFormSchema,
  response: promoBundleAnswer,
  roles: CATALOGUE_ROLES,
  summary: 'Create a promo bundle over existing groups, sub-categories or products',
})

export const updatePromoBundle = defineStaffCall({
  method: 'PUT',
  path: 'promo-bundles',
  payload: PromoBundleEditSchema,
  response: promoBundleAnswer,
  roles: CATALOGUE_ROLES,
  summary: 'Edit a promo bundle; carts are priced by it at once',
})

export const setPromoBundleActive = defineStaffCall({
  method: 'PUT',
  path: 'promo-bundles/active',
  payload: z.object({ ...promoBundleId, is_active: activeFlagField }),
  response: promoBundleAnswer,
  roles: CATALOGUE_ROLES,
  summary: 'Switch a promo bundle off (carts stop counting it) or on again',
})

export const searchBundleTargets = defineStaffCall({
  method: 'GET',
  path: 'promo-bundles/targets',
  payload: z.object({ bundling_type: BundlingTypeSchema, q: searchField }),
  response: z.object({ data: z.object({ items: z.array(BundleTargetSchema) }) }),
  roles: CATALOGUE_ROLES,
  summary: 'Groups, sub-categories or products (by name or code) a bundle can count',
})

export const unknownTargetsMessage = (type: BundlingType, ids: readonly number[]) =>
  `${{ GROUP: 'No group', SUB_GROUP: 'No sub-category', PRODUCT: 'No product' }[type]} has the id ${ids.join(', ')}; please choose from the list.`
