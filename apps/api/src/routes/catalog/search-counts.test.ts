import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { ProductListResponse } from '@store/contract/catalog'
import { SEARCH_COUNT_CAP } from '@store/contract/catalog'
import { productConditions } from '@store/db/catalog/product-filters'
import { countProducts, refreshCatalogStats } from '@store/db/catalog/scope-stats'
import { products } from '@store/db/schema'
import { seedBulkProducts } from '@store/db/seed/bulk'
import { createTestApp, TEST_NOW } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'
import { SHORT_RANK_WINDOW } from './search-page.repository'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ ANSWER_CACHE_MB: '0' })
  await seedBulkProducts(t.db, 4_000, { now: TEST_NOW })
})
afterAll(async () => t.close())

const list = (search: string, extra: Record<string, string | number> = {}) =>
  getJson<ProductListResponse>(t.app, 'products', { search, limit: 8, ...extra })

/** What the search matches, counted over every product, whatever is stored. */
const matches = (search: string, namesOnly = false) =>
  countProducts(t.db, productConditions({ search, searchNamesOnly: namesOnly }))

/** 'Found N Items' of both orders a search page offers: best match and price. */
async function counts(search: string, extra: Record<string, string | number> = {}) {
  const best = await list(search, extra)
  const byPrice = await list(search, { sort: 'PRICE_DESC', ...extra })
  return { best: best.body, byPrice: byPrice.body }
}

async function copyProduct(where: SQL, code: string, name: string) {
  await t.db.execute(sql`
    insert into products (product_code, product_name, short_description, detailed_description,
      retail_price, net_price, category_id, category_sub_id, group_id, sub_group_id, colour, status, created_at)
    select ${code}, ${name}, short_description, detailed_description, retail_price, net_price,
      category_id, category_sub_id, group_id, sub_group_id, colour, 'PUBLISHED', created_at
    from products where ${where} limit 1`)
}

describe('the count of a one-word search', () => {
  test('is exact past the cap, with no cap flag, sorted or not', async () => {
    const expected = await matches('cotton')
    expect(expected).toBeGreaterThan(SEARCH_COUNT_CAP)
    const { best, byPrice } = await counts('cotton')
    for (const answer of [best, byPrice]) {
      expect(answer.product_count).toBe(expected)
      expect(answer.product_count_capped).toBeUndefined()
    }
  })

  test('drops when products that carry the word are deactivated', async () => {
    const before = await matches('linen')
    const linen = and(productConditions({ search: 'linen' }), sql`${products.id} % 7 = 0`) as SQL
    const gone = await countProducts(t.db, linen)
    expect(gone).toBeGreaterThan(0)
    await t.db.update(products).set({ status: 'ARCHIVED' }).where(linen)
    await refreshCatalogStats(t.db)
    const { best, byPrice } = await counts('linen')
    expect(best.product_count).toBe(before - gone)
    expect(byPrice.product_count).toBe(before - gone)
  })

  test('grows when a new product brings the word, and finds a word only it has', async () => {
    const before = (await list('linen')).body.product_count
    await copyProduct(eq(products.isActive, true), 'ZZTEST-0001', 'Zanzibar Linen Shirt')
    await refreshCatalogStats(t.db)
    const { best, byPrice } = await counts('linen')
    expect(best.product_count).toBe(before + 1)
    expect(byPrice.product_count).toBe(before + 1)
    const { body } = await list('zanzibar')
    expect(body.product_count).toBe(1)
    expect(body.products.map((product) => product.product_code)).toEqual(['ZZTEST-0001'])
  })

  test('adds products whose code begins with the word', async () => {
    const before = (await list('cotton')).body.product_count
    const withoutCotton = sql`${products.isActive} and not ${products.searchVector} @@ to_tsquery('english', 'cotton')`
    await copyProduct(withoutCotton, 'COTTONX-0001', 'Plain Tee')
    await refreshCatalogStats(t.db)
    const { best, byPrice } = await counts('cotton')
    expect(best.product_count).toBe(before + 1)
    expect(best.product_count).toBe(await matches('cotton'))
    expect(byPrice.product_count).toBe(best.product_count)
    expect(best.products.length).toBe(8)
  })
})

describe('a one-word search in best-match order', () => {
  /** Every page of a listing, in order, until an empty one. */
  async function allPages(query: Record<string, string | number>) {
    const ids: number[] = []
    for (let page = 1; page <= 100; page++) {
      const { body } = await list('linen', { limit: 48, ...query, page })
      if (body.products.length === 0) break
      ids.push(...body.products.map((product) => product.id))
    }
    return ids
  }

  test('ranks its newest matches, then shows the older ones newest first, each once', async () => {
    const bestMatch = await allPages({})
    const newest = await allPages({ sort: 'NEWEST' })
    expect(bestMatch.length).toBe(await matches('linen'))
    expect(new Set(bestMatch).size).toBe(bestMatch.length)
    expect(new Set(bestMatch.slice(0, SHORT_RANK_WINDOW))).toEqual(
      new Set(newest.slice(0, SHORT_RANK_WINDOW)),
    )
    expect(bestMatch.slice(SHORT_RANK_WINDOW)).toEqual(newest.slice(SHORT_RANK_WINDOW))
  })
})

describe('other searches keep their counts', () => {
  test('several words are counted exactly under the cap', async () => {
    const expected = await matches('linen shirt')
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(SEARCH_COUNT_CAP)
    const { best, byPrice } = await counts('linen shirt')
    expect(best.product_count).toBe(expected)
    expect(byPrice.product_count).toBe(expected)
  })

  test('a misspelt word counts the names of its correction', async () => {
    const { best, byPrice } = await counts('linnen')
    expect(best.search_corrected).toBe('linen')
    expect(best.product_count).toBe(await matches('linen', true))
    expect(byPrice.product_count).toBe(best.product_count)
  })

  test('a word with a filter counts within the filter', async () => {
    const expected = await countProducts(
      t.db,
      productConditions({ search: 'linen', categoryId: 6 }),
    )
    const { best, byPrice } = await counts('linen', { category_id: 6 })
    expect(best.product_count).toBe(Math.min(expected, SEARCH_COUNT_CAP))
    expect(byPrice.product_count).toBe(best.product_count)
  })
})
