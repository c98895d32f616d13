import { and, desc, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { products } from '@store/db/schema'
import { productConditions } from '@store/db/catalog/product-filters'
import { countStoredSearch } from '@store/db/catalog/search-terms'
import type { ProductFilters } from '@store/db/catalog/product-filters'
import { SEARCH_COUNT_CAP } from '@store/contract/catalog'
import { productCardSelection } from './product-cards.repository'
import type { ProductCardRow } from './product-cards.repository'

export interface SearchPage {
  rows: ProductCardRow[]
  /** Matches counted: exact, or SEARCH_COUNT_CAP when capped. */
  count: number
  capped: boolean
}

interface PageRow {
  total: number
  id: number | null
  product_name: string
  product_code: string
  retail_price: number
  net_price: number
  disc_percent: number
  disc_nominal: number
}

const rankOf = (search: string): SQL =>
  sql`ts_rank(${products.searchVector}, websearch_to_tsquery('english', ${search}))`

const toCard = (row: PageRow): ProductCardRow => ({
  id: Number(row.id),
  productName: row.product_name,
  productCode: row.product_code,
  retailPrice: Number(row.retail_price),
  netPrice: Number(row.net_price),
  discPercent: Number(row.disc_percent),
  discNominal: Number(row.disc_nominal),
})

/**
 * How many of a search's newest matches are put in best-match order when its
 * count is known without them: twelve of the web list's pages of 8. That is a
 * one-word search, counted from the stored term counts (decision 011), and a
 * corrected one: a correction is a guess (decision 019), and a name-only match
 * is rarer than a full search, so ranking the newest 1,001 matches walked many
 * more rows than a search as typed. The rest are shown newest first.
 */
export const SHORT_RANK_WINDOW = 96

/**
 * A search in best-match order: the newest `window` matches (SEARCH_COUNT_CAP
 * + 1 for a search whose count is not known, counted on the way) are ranked
 * by how well they match (then newest). Past the window, pages go on with the
 * older matches, newest first.
 */
export async function bestMatchPage(
  db: Executor,
  filters: ProductFilters & { search: string },
  offset: number,
  limit: number,
): Promise<SearchPage> {
  const where = productConditions(filters)
  const corrected = filters.searchNamesOnly === true
  const known = await countStoredSearch(db, filters)
  const short = corrected || known !== null
  const window = short ? SHORT_RANK_WINDOW : SEARCH_COUNT_CAP
  const ranked = Math.max(0, Math.min(limit, window - offset))
  const result: unknown = await db.execute(sql`
    with candidates as materialized (
      select ${products.id} as id, ${products.createdAt} as created_at,
        ${rankOf(filters.search)} as rank
      from ${products} where ${where}
      order by ${products.createdAt} desc, ${products.id} desc
      limit ${short ? window : SEARCH_COUNT_CAP + 1}
    ),
    page as (
      select id, rank, created_at from candidates
      order by rank desc, created_at desc, id desc limit ${ranked} offset ${Math.min(offset, window)}
    )
    select (select count(*)::int from candidates) as total, p.id, p.product_name, p.product_code,
      p.retail_price, p.net_price, p.disc_percent, p.disc_nominal
    from (select 1) one left join page on true left join ${products} p on p.id = page.id
    order by page.rank desc nulls last, page.created_at desc, page.id desc`)
  const pageRows = (result as { rows: PageRow[] }).rows
  const inWindow = Number(pageRows[0]?.total ?? 0)
  // A full window says nothing of what lies past it; the name index counts those cheaply.
  const total =
    known ?? (corrected && inWindow >= window ? await countUpToCap(db, where) : inWindow)
  const capped = known === null && total > SEARCH_COUNT_CAP
  const rows = pageRows.filter((row) => row.id !== null).map(toCard)
  if (total > window && offset + limit > window) {
    const older = await db
      .select(productCardSelection)
      .from(products)
      .where(and(where))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit - ranked)
      .offset(Math.max(offset, window))
    rows.push(...older)
  }
  return { rows, count: capped ? SEARCH_COUNT_CAP : total, capped }
}

/** How many products match, counted exactly up to the cap. */
export async function countUpToCap(db: Executor, where: SQL): Promise<number> {
  const result: unknown = await db.execute(
    sql`select count(*)::int as total from (select 1 from ${products} where ${where} limit ${SEARCH_COUNT_CAP + 1}) matches`,
  )
  return Number((result as { rows: { total: number }[] }).rows[0]?.total ?? 0)
}
