import { z } from 'zod'
import { matchesBundle } from './bundle-pricing'
import { defineCall } from './call'
import type { CartItem } from './cart'
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

type BundleLine = Pick<CartItem, 'product_detail_id' | 'group_id' | 'category_sub_id' | 'qty'>

/** How many items of the cart the bundle counts (a line counts its qty, once). */
export function bundleMatchingQty(bundle: PromoBundle, lines: readonly BundleLine[]): number {
  return lines
    .filter((line) => matchesBundle(bundle, line))
    .reduce((sum, line) => sum + line.qty, 0)
}

/** Spec section 4: a bundle needs at least bundling_item_count matching items. */
export function isBundleMet(bundle: PromoBundle, lines: readonly BundleLine[]): boolean {
  return bundleMatchingQty(bundle, lines) >= bundle.bundling_item_count
}

export const getPromos = defineCall({
  ...ROUTES.getPromos,
  payload: z.object({}),
  response: z.object({ product_promos: z.array(PromoBundleSchema) }),
  summary: 'The promo bundles running now, with the products, groups and sub-categories they count',
})
