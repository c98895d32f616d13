import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { promoBundleProducts, promoBundles } from '@store/db/schema'
import type { PromoBundle } from '@store/contract/promos'

/** The promo bundles running at `now`, each with the rules of what it counts. */
export async function listRunningBundles(db: Executor, now: Date): Promise<PromoBundle[]> {
  const bundles = await db
    .select()
    .from(promoBundles)
    .where(
      and(
        eq(promoBundles.isActive, true),
        or(isNull(promoBundles.startsAt), lte(promoBundles.startsAt, now)),
        or(isNull(promoBundles.endsAt), gt(promoBundles.endsAt, now)),
      ),
    )
    .orderBy(asc(promoBundles.sortOrder), asc(promoBundles.id))
  if (bundles.length === 0) return []
  const rules = await db
    .select()
    .from(promoBundleProducts)
    .where(
      inArray(
        promoBundleProducts.promoBundleId,
        bundles.map((bundle) => bundle.id),
      ),
    )
    .orderBy(asc(promoBundleProducts.id))
  return bundles.map((bundle) => ({
    id: bundle.id,
    name: bundle.name,
    description: bundle.description,
    bundling_item_count: bundle.bundlingItemCount,
    disc_percent: bundle.discPercent,
    disc_nominal: bundle.discNominal,
    promo_bundling_products: rules
      .filter((rule) => rule.promoBundleId === bundle.id)
      .map((rule) => ({
        bundling_type: rule.bundlingType,
        m_group_id: rule.groupId,
        m_sub_group_id: rule.categorySubId,
        product_detail_id: rule.productId,
      })),
  }))
}
