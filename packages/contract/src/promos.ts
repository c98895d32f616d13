import { z } from 'zod'
import { defineCall } from './call'
import { RupiahSchema } from './common'
import { ROUTES } from './routes'

export const BUNDLING_TYPES = ['GROUP', 'SUB_GROUP', 'PRODUCT'] as const

/**
 * One rule of a promo bundle: the cart lines it counts. Exactly the id of its
 * type is set: m_group_id for GROUP, m_sub_group_id (a sub-category) for
 * SUB_GROUP, product_detail_id for PRODUCT.
 */
export const PromoBundlingProductSchema = z.object({
  bundling_type: z.enum(BUNDLING_TYPES),
  m_group_id: z.number().int().nullable(),
  m_sub_group_id: z.number().int().nullable(),
  product_detail_id: z.number().int().nullable(),
})
export type PromoBundlingProduct = z.infer<typeof PromoBundlingProductSchema>

export const PromoBundleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The bundle applies once the cart holds at least this many matching items. */
  bundling_item_count: z.number().int().min(1),
  disc_percent: z.number().int().min(0).max(100),
  disc_nominal: RupiahSchema,
  promo_bundling_products: z.array(PromoBundlingProductSchema),
})
export type PromoBundle = z.infer<typeof PromoBundleSchema>

export const getPromos = defineCall({
  ...ROUTES.getPromos,
  payload: z.object({}),
  response: z.object({ product_promos: z.array(PromoBundleSchema) }),
  summary: 'The promo bundles running now, with the products, groups and sub-categories they count',
})
