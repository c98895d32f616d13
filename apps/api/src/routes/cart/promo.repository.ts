import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { promoBundles } from '@store/db/schema'
import type { PromoBundle } from '@store/contract/promos'

type BundleRule = PromoBundle['promo_bundling_products'][number]

/**
 * The promo bundles running at `now`, each with the rules of what it counts,
 * in one statement (every cart read and checkout asks for them).
 */
export async function listRunningBundles(db: Executor, now: Date): Promise<PromoBundle[]> {
  const bundles = await db
    .select({
      id: promoBundles.id,
      name: promoBundles.name,
      description: promoBundles.description,
      bundlingItemCount: promoBundles.bundlingItemCount,
      discPercent: promoBundles.discPercent,
      discNominal: promoBundles.discNominal,
      // Written out by name: drizzle leaves a one-table query's columns unqualified.
      rules: sql<BundleRule[] | null>`(
        select json_agg(json_build_object(
          'bundling_type', r.bundling_type,
          'm_group_id', r.group_id,
          'm_sub_group_id', r.category_sub_id,
          'product_detail_id', r.product_id
        ) order by r.id)
        from promo_bundle_products r
        where r.promo_bundle_id = promo_bundles.id)`,
    })
    .from(promoBundles)
    .where(
      and(
        eq(promoBundles.isActive, true),
        or(isNull(promoBundles.startsAt), lte(promoBundles.startsAt, now)),
        or(isNull(promoBundles.endsAt), gt(promoBundles.endsAt, now)),
      ),
    )
    .orderBy(asc(promoBundles.sortOrder), asc(promoBundles.id))
  return bundles.map((bundle) => ({
    id: bundle.id,
    name: bundle.name,
    description: bundle.description,
    bundling_item_count: bundle.bundlingItemCount,
    disc_percent: bundle.discPercent,
    disc_nominal: bundle.discNominal,
    promo_bundling_products: bundle.rules ?? [],
  }))
}
