import { and, desc, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { products } from '@store/db/schema'
import { productConditions, searchQuery } from '@store/db/catalog/product-filters'
import { countStoredSearch } from '@store/db/catalog/search-terms'
import { translated } from '@store/db/catalog/translated'
import type { Locale } from '@store/contract/locale'
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

const VECTORS = {
  en: { own: products.searchVector, other: products.searchVectorBahasa },
  id: { own: products.searchVectorBahasa, other: products.searchVector },
}

/**
 * The visitor's language first: a match in its texts (or by code alone) is
 * ranked on those texts as an English search always was; a product that
 * matches only in the other language follows, ranked on that language's texts.
 */
function rankColumns(search: string, language: Locale): SQL {
  const query = searchQuery(search)
  const { own, other } = VECTORS[language]
  const otherOnly = sql`(not ${own} @@ ${query} and ${other} @@ ${query})`
  return sql`${otherOnly} as other_only,
    case when ${otherOnly} then ts_rank(${other}, ${query}) else ts_rank(${own}, ${query}) end as rank`
}

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
  page: { offset: number; limit: number },
  language: Locale,
): Promise<SearchPage> {
  const { offset, limit } = page
  const where = productConditions(filters)
  const corrected = filters.searchNamesOnly === true
  const known = await countStoredSearch(db, filters)
  const short = corrected || known !== null
  const window = short ? SHORT_RANK_WINDOW : SEARCH_COUNT_CAP
  const ranked = Math.max(0, Math.min(limit, window - offset))
  const result: unknown = await db.execute(sql`
    with candidates as materialized (
      select ${products.id} as id, ${products.createdAt} as created_at,
        ${rankColumns(filters.search, language)}
      from ${products} where ${where}
      order by ${products.createdAt} desc, ${products.id} desc
      limit ${short ? window : SEARCH_COUNT_CAP + 1}
    ),
    page as (
      select id, other_only, rank, created_at from candidates
      order by other_only, rank desc, created_at desc, id desc
      limit ${ranked} offset ${Math.min(offset, window)}
    )
    select (select count(*)::int from candidates) as total, ${products.id},
      ${translated(products.productName, products.productNameBahasa, language)} as product_name,
      ${products.productCode}, ${products.retailPrice}, ${products.netPrice},
      ${products.discPercent}, ${products.discNominal}
    from (select 1) one left join page on true left join ${products} on ${products.id} = page.id
    order by page.other_only nulls last, page.rank desc nulls last, page.created_at desc,
      page.id desc`)
  const pageRows = (result as { rows: PageRow[] }).rows
  const inWindow = Number(pageRows[0]?.total ?? 0)
  // A full window says nothing of what lies past it; the name index counts those cheaply.
  const total =
    known ?? (corrected && inWindow >= window ? await countUpToCap(db, where) : inWindow)
  const capped = known === null && total > SEARCH_COUNT_CAP
  const rows = pageRows.filter((row) => row.id !== null).map(toCard)
  if (total > window && offset + limit > window) {
    const older = await db
      .select(productCardSelection(language))
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
