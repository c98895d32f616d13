import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { products, searchTerms } from '../schema'
import { SEARCH_COUNT_CAP } from '@store/contract/catalog'
import { escapeLike, searchQuery, textMatch } from './product-filters'
import type { ProductFilters } from './product-filters'

/**
 * Words only: a term with a digit is a product code or a part of one, which
 * the code index finds, and storing the catalogue's codes would store a row
 * per product.
 */
const WORD = '^[[:alpha:]]+$'

/**
 * Recounts the search terms; run after any catalogue change (with
 * refreshCatalogStats). A product is counted once for a term whether it
 * carries it in one language or both: the two vectors are merged first.
 */
export async function refreshSearchTerms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchTerms)
    await tx.execute(sql`
      insert into ${searchTerms} (term, products, names)
      select array_to_tsvector(array[s.word])::text, s.ndoc, coalesce(n.ndoc, 0)
      from ts_stat('select search_vector || search_vector_bahasa from products where is_active') s
      left join ts_stat('select name_vector || name_vector_bahasa from products where is_active') n
        on n.word = s.word
      where s.word ~ ${WORD}`)
  })
}

const onlySearch = (filters: ProductFilters) =>
  filters.categoryId === undefined &&
  filters.categorySubId === undefined &&
  filters.groupId === undefined &&
  !filters.sale &&
  !filters.sizes?.length &&
  filters.priceMin === undefined &&
  filters.priceMax === undefined

/**
 * The exact number of active products a one-word search over the whole
 * catalogue matches, read from the stored term counts; null for any other
 * search (several words, a phrase, a filter, a code), which is counted from
 * its matches. A search as typed also matches product codes that begin
 * with it; those are counted here too, up to the cap.
 */
export async function countStoredSearch(db: Db, filters: ProductFilters): Promise<number | null> {
  const { search } = filters
  if (!search || !onlySearch(filters)) return null
  const query = searchQuery(search)
  const codesOnly = filters.searchNamesOnly
    ? sql`0`
    : sql`(select count(*)::int from (select 1 from ${products}
        where ${products.isActive} and ${products.productCode} ilike ${escapeLike(search) + '%'}
          and not ${textMatch(search)}
        limit ${SEARCH_COUNT_CAP + 1}) codes)`
  const result: unknown = await db.execute(sql`
    select ${filters.searchNamesOnly ? searchTerms.names : searchTerms.products} as matches,
      ${codesOnly} as codes
    from ${searchTerms} where ${searchTerms.term} = ${query}::text`)
  const row = (result as { rows: { matches: number; codes: number }[] }).rows[0]
  // Past the cap, the code matches were not all counted.
  if (!row || Number(row.codes) > SEARCH_COUNT_CAP) return null
  return Number(row.matches) + Number(row.codes)
}
