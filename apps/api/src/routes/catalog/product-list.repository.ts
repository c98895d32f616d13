import { and, asc, desc, eq } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { catalogScopeStats, products } from '@store/db/schema'
import { productConditions } from '@store/db/catalog/product-filters'
import type { ProductFilters } from '@store/db/catalog/product-filters'
import { computeFacets, countProducts, scopeKey } from '@store/db/catalog/scope-stats'
import type { Facets } from '@store/db/catalog/scope-stats'
import { SEARCH_COUNT_CAP } from '@store/contract/catalog'
import type { ProductListFilters, ProductListResponse, ProductSort } from '@store/contract/catalog'
import type { Locale } from '@store/contract/locale'
import { productCardSelection, toProductCards } from './product-cards.repository'
import { correctSearch } from '@store/db/catalog/search-words'
import { countStoredSearch } from '@store/db/catalog/search-terms'
import { bestMatchPage, countUpToCap } from './search-page.repository'

const ORDER_BY: Record<ProductSort, SQL[]> = {
  NEWEST: [desc(products.createdAt), desc(products.id)],
  PRICE_DESC: [desc(products.finalPrice), desc(products.id)],
  PRICE_ASC: [asc(products.finalPrice), asc(products.id)],
}

function toFilters(query: ProductListFilters): ProductFilters {
  return {
    categoryId: query.category_id,
    categorySubId: query.category_sub_id,
    groupId: query.group_id,
    sale: query.sale,
    search: query.search && query.search.length > 0 ? query.search : undefined,
    sizes: query.sizes,
    priceMin: query.price_min,
    priceMax: query.price_max,
  }
}

const isScopeOnly = (filters: ProductFilters) =>
  !filters.search &&
  !filters.sizes?.length &&
  filters.priceMin === undefined &&
  filters.priceMax === undefined

async function readScopeStats(db: Executor, filters: ProductFilters) {
  const [row] = await db
    .select()
    .from(catalogScopeStats)
    .where(eq(catalogScopeStats.scope, scopeKey(filters)))
  return row ? { count: row.productCount, facets: row.facets as Facets } : null
}

/** Exactly from the stored term counts when it can, else up to the cap. */
async function countSearch(db: Executor, filters: ProductFilters) {
  const stored = await countStoredSearch(db, filters)
  if (stored !== null) return { count: stored, exact: true }
  return { count: await countUpToCap(db, productConditions(filters)), exact: false }
}

/** The search as typed; when it finds nothing, the same search with its misspelt words corrected. */
async function resolveSearch(db: Executor, filters: ProductFilters & { search: string }) {
  const typed = await countSearch(db, filters)
  const corrected = typed.count === 0 ? await correctSearch(db, filters.search) : null
  if (!corrected) return { filters, ...typed, corrected: undefined }
  const correctedFilters = { ...filters, search: corrected, searchNamesOnly: true }
  return { filters: correctedFilters, ...(await countSearch(db, correctedFilters)), corrected }
}

async function countAndFacets(db: Executor, filters: ProductFilters, wantFacets: boolean) {
  const stats = isScopeOnly(filters) ? await readScopeStats(db, filters) : null
  if (stats)
    return {
      filters,
      count: stats.count,
      exact: true,
      facets: wantFacets ? stats.facets : undefined,
      corrected: undefined,
    }
  const resolved = filters.search
    ? await resolveSearch(db, { ...filters, search: filters.search })
    : {
        filters,
        count: await countProducts(db, productConditions(filters)),
        exact: true,
        corrected: undefined,
      }
  const facets = wantFacets ? await computeFacets(db, resolved.filters) : undefined
  return { ...resolved, facets }
}

/** A search with no chosen sort: best match, counted and paged in one statement. */
async function bestMatch(
  db: Executor,
  query: ProductListFilters,
  search: string,
  language: Locale,
) {
  const filters = toFilters(query)
  const window = { offset: (query.page - 1) * query.limit, limit: query.limit }
  let page = await bestMatchPage(db, { ...filters, search }, window, language)
  const corrected = page.count === 0 ? await correctSearch(db, search) : null
  if (corrected)
    page = await bestMatchPage(
      db,
      { ...filters, search: corrected, searchNamesOnly: true },
      window,
      language,
    )
  const facets =
    query.facets === true
      ? await computeFacets(db, {
          ...filters,
          search: corrected ?? search,
          searchNamesOnly: corrected !== null,
        })
      : undefined
  return { page, facets, corrected }
}

/** A page of product cards, their names in `language`; a search matches words of either language. */
export async function listProducts(
  db: Executor,
  query: ProductListFilters,
  language: Locale,
): Promise<ProductListResponse> {
  const search = toFilters(query).search
  if (search && query.sort === undefined) {
    const { page, facets, corrected } = await bestMatch(db, query, search, language)
    return {
      products: await toProductCards(db, page.rows),
      product_count: page.count,
      ...(page.capped ? { product_count_capped: true as const } : {}),
      ...(corrected ? { search_corrected: corrected } : {}),
      ...(facets ? { facets } : {}),
    }
  }
  const { filters, count, exact, facets, corrected } = await countAndFacets(
    db,
    toFilters(query),
    query.facets === true,
  )
  const offset = (query.page - 1) * query.limit
  const capped = !exact && count > SEARCH_COUNT_CAP
  const rows =
    count === 0 || (!capped && offset >= count)
      ? []
      : await db
          .select(productCardSelection(language))
          .from(products)
          .where(and(productConditions(filters)))
          .orderBy(...ORDER_BY[query.sort ?? 'NEWEST'])
          .limit(query.limit)
          .offset(offset)
  return {
    products: await toProductCards(db, rows),
    product_count: capped ? SEARCH_COUNT_CAP : count,
    ...(capped ? { product_count_capped: true as const } : {}),
    ...(corrected ? { search_corrected: corrected } : {}),
    ...(facets ? { facets } : {}),
  }
}
