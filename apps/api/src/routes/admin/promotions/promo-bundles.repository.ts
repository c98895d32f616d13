import {
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import {
  categories,
  categorySubs,
  productGroups,
  products,
  promoBundleProducts,
  promoBundles,
} from '@store/db/schema'
import type { BundleTarget, BundlingType } from '@store/contract/admin/promo-bundles'
import type { PromotionFilter } from './promotion-state'

export type PromoBundleRecord = typeof promoBundles.$inferSelect
export type PromoBundleValues = Omit<typeof promoBundles.$inferInsert, 'id' | 'sortOrder'>
export type BundleRuleRecord = typeof promoBundleProducts.$inferSelect

function filterOf(filter: PromotionFilter, now: Date): SQL | undefined {
  if (filter === 'ACTIVE')
    return and(
      eq(promoBundles.isActive, true),
      or(isNull(promoBundles.endsAt), gt(promoBundles.endsAt, now)),
    )
  if (filter === 'EXPIRED')
    return and(isNotNull(promoBundles.endsAt), lte(promoBundles.endsAt, now))
  if (filter === 'OFF') return eq(promoBundles.isActive, false)
  return undefined
}

export async function listPromoBundleRows(db: Executor, filter: PromotionFilter, now: Date) {
  return db.select().from(promoBundles).where(filterOf(filter, now)).orderBy(desc(promoBundles.id))
}

export async function findPromoBundleById(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
) {
  const query = db.select().from(promoBundles).where(eq(promoBundles.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

export async function listBundleRules(db: Executor, bundleIds: number[]) {
  if (bundleIds.length === 0) return []
  return db
    .select()
    .from(promoBundleProducts)
    .where(inArray(promoBundleProducts.promoBundleId, bundleIds))
    .orderBy(asc(promoBundleProducts.id))
}

export async function insertPromoBundle(db: Executor, values: PromoBundleValues) {
  const [row] = await db.insert(promoBundles).values(values).returning()
  if (!row) throw new Error('the promo bundle was not stored')
  return row
}

export async function updatePromoBundleRow(
  db: Executor,
  id: number,
  values: Partial<PromoBundleValues>,
) {
  const [row] = await db.update(promoBundles).set(values).where(eq(promoBundles.id, id)).returning()
  if (!row) throw new Error('the promo bundle was not updated')
  return row
}

/** Replaces what the bundle counts with one kind of target. */
export async function replaceBundleRules(
  db: Executor,
  bundleId: number,
  type: BundlingType,
  ids: readonly number[],
) {
  await db.delete(promoBundleProducts).where(eq(promoBundleProducts.promoBundleId, bundleId))
  await db.insert(promoBundleProducts).values(
    ids.map((id) => ({
      promoBundleId: bundleId,
      bundlingType: type,
      groupId: type === 'GROUP' ? id : null,
      categorySubId: type === 'SUB_GROUP' ? id : null,
      productId: type === 'PRODUCT' ? id : null,
    })),
  )
}

const pattern = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`

/**
 * Targets of one kind with a name and a detail: all of them for `ids`, or
 * up to 20 matching `q` (name, or a product's code).
 */
export async function findBundleTargets(
  db: Executor,
  type: BundlingType,
  by: { ids?: readonly number[]; q?: string },
): Promise<BundleTarget[]> {
  if (by.ids && by.ids.length === 0) return []
  const limit = by.ids ? by.ids.length : 20
  if (type === 'GROUP') {
    return db
      .select({ id: productGroups.id, name: productGroups.name, detail: sql<string>`'Group'` })
      .from(productGroups)
      .where(
        by.ids
          ? inArray(productGroups.id, [...by.ids])
          : by.q
            ? ilike(productGroups.name, pattern(by.q))
            : undefined,
      )
      .orderBy(asc(productGroups.name))
      .limit(limit)
  }
  if (type === 'SUB_GROUP') {
    return db
      .select({ id: categorySubs.id, name: categorySubs.name, detail: categories.name })
      .from(categorySubs)
      .innerJoin(categories, eq(categories.id, categorySubs.categoryId))
      .where(
        by.ids
          ? inArray(categorySubs.id, [...by.ids])
          : by.q
            ? or(ilike(categorySubs.name, pattern(by.q)), ilike(categories.name, pattern(by.q)))
            : undefined,
      )
      .orderBy(asc(categories.sortOrder), asc(categorySubs.sortOrder), asc(categorySubs.id))
      .limit(limit)
  }
  return db
    .select({ id: products.id, name: products.productName, detail: products.productCode })
    .from(products)
    .where(
      by.ids
        ? inArray(products.id, [...by.ids])
        : by.q
          ? or(
              ilike(products.productName, pattern(by.q)),
              ilike(products.productCode, pattern(by.q)),
            )
          : undefined,
    )
    .orderBy(asc(products.productName), asc(products.id))
    .limit(limit)
}
