import { and, count, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { catalogScopeStats, categorySubs, products, productSizes } from '../schema'
import { PRICE_BANDS, productConditions, scopeConditions } from './product-filters'
import type { ProductFilters, ScopeFilters } from './product-filters'
import { refreshSearchTerms } from './search-terms'
import { refreshSearchWords } from './search-words'

export interface Facets {
  sizes: { size_code: string; count: number }[]
  price_bands: { min: number; max: number | null; count: number }[]
}

export function scopeKey(filters: ScopeFilters): string {
  return [
    `c${filters.categoryId ?? ''}`,
    `s${filters.categorySubId ?? ''}`,
    `g${filters.groupId ?? ''}`,
    filters.sale ? 'sale' : 'all',
  ].join(':')
}

export async function countProducts(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(where)
  return row?.value ?? 0
}

/**
 * Size counts ignore the size filter and price counts ignore the price filter,
 * so a shopper sees what each choice would give.
 */
export async function computeFacets(db: Db, filters: ProductFilters): Promise<Facets> {
  const withoutSizes = productConditions({ ...filters, sizes: undefined })
  const withoutPrice = productConditions({ ...filters, priceMin: undefined, priceMax: undefined })
  const sizeRows = await db
    .select({ size_code: productSizes.sizeCode, count: count() })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(withoutSizes)
    .groupBy(productSizes.sizeCode)
  const bandColumns = PRICE_BANDS.map((band, index) =>
    sql<number>`count(*) filter (where ${products.finalPrice} >= ${band.min}${
      band.max === null ? sql`` : sql` and ${products.finalPrice} < ${band.max}`
    })::integer`.as(`b${index}`),
  )
  const [bandRow] = await db
    .select(Object.fromEntries(bandColumns.map((column, index) => [`b${index}`, column])))
    .from(products)
    .where(withoutPrice)
  return {
    sizes: sortSizes(sizeRows.map((row) => ({ size_code: row.size_code, count: row.count }))),
    price_bands: PRICE_BANDS.map((band, index) => ({
      ...band,
      count: Number((bandRow as Record<string, unknown> | undefined)?.[`b${index}`] ?? 0),
    })),
  }
}

const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'ALL']
function sizeRank(code: string): number {
  const named = SIZE_ORDER.indexOf(code)
  if (named >= 0) return named
  const numeric = Number.parseInt(code, 10)
  return Number.isNaN(numeric) ? 1000 : 100 + numeric
}
function sortSizes<T extends { size_code: string }>(sizes: T[]): T[] {
  return sizes.sort((a, b) => sizeRank(a.size_code) - sizeRank(b.size_code))
}

/** Every scope a menu links to: all, each category, sub-category, group, and their sale views. */
async function listScopes(db: Db): Promise<ScopeFilters[]> {
  const subs = await db
    .select({ id: categorySubs.id, categoryId: categorySubs.categoryId })
    .from(categorySubs)
  const groups = await db.selectDistinct({ id: products.groupId }).from(products)
  const categoryIds = [...new Set(subs.map((sub) => sub.categoryId))]
  const base: ScopeFilters[] = [
    {},
    ...categoryIds.map((categoryId) => ({ categoryId })),
    ...subs.map((sub) => ({ categorySubId: sub.id })),
    ...groups.map((group) => ({ groupId: group.id })),
  ]
  return [...base, ...base.map((scope) => ({ ...scope, sale: true }))]
}

/** The advisory lock key the stats rebuild holds until its transaction ends ('KNSTATS'). */
const STATS_LOCK = 0x4b4e53544154

/**
 * Rebuilds the per-scope counts and facets, the search words and term counts;
 * run after any catalogue change. Two changes committing at once take turns
 * (a lock held to the end of the transaction): each deletes the rows the
 * other committed before it inserts its own, instead of colliding on them.
 */
export async function refreshCatalogStats(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${STATS_LOCK})`)
  const scopes = await listScopes(db)
  const rows: (typeof catalogScopeStats.$inferInsert)[] = []
  for (const scope of scopes) {
    const where = and(...scopeConditions(scope)) as SQL
    rows.push({
      scope: scopeKey(scope),
      productCount: await countProducts(db, where),
      facets: await computeFacets(db, scope),
    })
  }
  await db.transaction(async (tx) => {
    await tx.delete(catalogScopeStats)
    await tx.insert(catalogScopeStats).values(rows)
  })
  await refreshSearchWords(db)
  await refreshSearchTerms(db)
}
