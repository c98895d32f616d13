import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { products } from '../schema'

/** The list filters that define a scope: the ones the menus link to. */
export interface ScopeFilters {
  categoryId?: number | undefined
  categorySubId?: number | undefined
  groupId?: number | undefined
  sale?: boolean | undefined
}

export interface ProductFilters extends ScopeFilters {
  search?: string | undefined
  /** A corrected search is a guess: it only matches words of the name (decision 019). */
  searchNamesOnly?: boolean | undefined
  sizes?: string[] | undefined
  priceMin?: number | undefined
  priceMax?: number | undefined
}

/** Price bands of the price filter, in rupiah of the final price. */
export const PRICE_BANDS: { min: number; max: number | null }[] = [
  { min: 0, max: 200_000 },
  { min: 200_000, max: 400_000 },
  { min: 400_000, max: 700_000 },
  { min: 700_000, max: 1_000_000 },
  { min: 1_000_000, max: null },
]

export function scopeConditions(filters: ScopeFilters): SQL[] {
  const conditions: SQL[] = [eq(products.isActive, true)]
  if (filters.categoryId !== undefined) conditions.push(eq(products.categoryId, filters.categoryId))
  if (filters.categorySubId !== undefined)
    conditions.push(eq(products.categorySubId, filters.categorySubId))
  if (filters.groupId !== undefined) conditions.push(eq(products.groupId, filters.groupId))
  if (filters.sale) conditions.push(lt(products.finalPrice, products.retailPrice))
  return conditions
}

/** Every search is parsed once, the same way for both languages' texts (decision 069). */
export const searchQuery = (search: string): SQL => sql`websearch_to_tsquery('english', ${search})`

/** A text match in either language: the English texts, or the Bahasa ones. */
export function textMatch(search: string, namesOnly = false): SQL {
  const query = searchQuery(search)
  if (namesOnly)
    return sql`(${products.nameVector} @@ ${query} or ${products.nameVectorBahasa} @@ ${query})`
  return sql`(${products.searchVector} @@ ${query} or ${products.searchVectorBahasa} @@ ${query})`
}

/**
 * A full-text match on name, code, colour and descriptions in either
 * language, or a product code prefix. A misspelt search is corrected before
 * it gets here (search-words.ts), and then matches the names alone, so
 * 'battik' brings batik-named products only.
 */
export function searchCondition(search: string, namesOnly = false): SQL {
  if (namesOnly) return textMatch(search, true)
  return sql`(${textMatch(search)} or ${products.productCode} ilike ${escapeLike(search) + '%'})`
}

export function sizeCondition(sizes: string[]): SQL {
  return sql`exists (select 1 from product_sizes ps where ps.product_id = ${products.id} and ${inArray(sql`ps.size_code`, sizes)})`
}

export function priceConditions(min: number | undefined, max: number | undefined): SQL[] {
  const conditions: SQL[] = []
  if (min !== undefined) conditions.push(gte(products.finalPrice, min))
  if (max !== undefined) conditions.push(lte(products.finalPrice, max))
  return conditions
}

export function productConditions(filters: ProductFilters): SQL {
  const conditions = scopeConditions(filters)
  if (filters.search) conditions.push(searchCondition(filters.search, filters.searchNamesOnly))
  if (filters.sizes && filters.sizes.length > 0) conditions.push(sizeCondition(filters.sizes))
  conditions.push(...priceConditions(filters.priceMin, filters.priceMax))
  return and(...conditions) as SQL
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`)
}
