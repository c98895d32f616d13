import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '@store/db/client'
import { catalogScopeStats, products } from '@store/db/schema'
import { productConditions } from '@store/db/catalog/product-filters'
import type { ProductFilters, SearchMode } from '@store/db/catalog/product-filters'
import { computeFacets, countProducts, scopeKey } from '@store/db/catalog/scope-stats'
import type { Facets } from '@store/db/catalog/scope-stats'
import type { ProductListFilters, ProductListResponse, ProductSort } from '@store/contract/catalog'
import { productCardSelection, toProductCards } from './product-cards'

const ORDER_BY: Record<ProductSort, SQL[]> = {
  NEWEST: [desc(products.createdAt), desc(products.id)],
  PRICE_DESC: [desc(products.finalPrice), desc(products.id)],
  PRICE_ASC: [asc(products.finalPrice), asc(products.id)],
}

/** Names that carry the words first, then the newest. */
function bestMatch(search: string, mode: SearchMode): SQL[] {
  const rank =
    mode === 'fuzzy'
      ? sql`word_similarity(${search}, ${products.productName})`
      : sql`ts_rank(${products.searchVector}, websearch_to_tsquery('english', ${search}))`
  return [desc(rank), desc(products.createdAt), desc(products.id)]
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

export function createProductListRepository(db: Db) {
  async function readScopeStats(filters: ProductFilters) {
    const [row] = await db
      .select()
      .from(catalogScopeStats)
      .where(eq(catalogScopeStats.scope, scopeKey(filters)))
    return row ? { count: row.productCount, facets: row.facets as Facets } : null
  }

  /** Exact search first; only when it finds nothing, the typo-tolerant one. */
  async function resolveSearch(filters: ProductFilters) {
    const exact = { ...filters, searchMode: 'exact' as const }
    const exactCount = await countProducts(db, productConditions(exact))
    if (exactCount > 0 || !filters.search) return { filters: exact, count: exactCount }
    const fuzzy = { ...filters, searchMode: 'fuzzy' as const }
    return { filters: fuzzy, count: await countProducts(db, productConditions(fuzzy)) }
  }

  async function countAndFacets(filters: ProductFilters, wantFacets: boolean) {
    const stats = isScopeOnly(filters) ? await readScopeStats(filters) : null
    if (stats) return { filters, count: stats.count, facets: wantFacets ? stats.facets : undefined }
    const resolved = await resolveSearch(filters)
    const facets = wantFacets ? await computeFacets(db, resolved.filters) : undefined
    return { ...resolved, facets }
  }

  return {
    async listProducts(query: ProductListFilters): Promise<ProductListResponse> {
      const { filters, count, facets } = await countAndFacets(
        toFilters(query),
        query.facets === true,
      )
      const offset = (query.page - 1) * query.limit
      const orderBy =
        query.sort !== undefined || !filters.search
          ? ORDER_BY[query.sort ?? 'NEWEST']
          : bestMatch(filters.search, filters.searchMode ?? 'exact')
      const rows =
        count === 0 || offset >= count
          ? []
          : await db
              .select(productCardSelection)
              .from(products)
              .where(and(productConditions(filters)))
              .orderBy(...orderBy)
              .limit(query.limit)
              .offset(offset)
      return {
        products: await toProductCards(db, rows),
        product_count: count,
        ...(facets ? { facets } : {}),
      }
    },
  }
}
