import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ProductListResponse } from '@store/contract/catalog'
import { SEARCH_COUNT_CAP } from '@store/contract/catalog'
import { seedBulkProducts } from '@store/db/seed/bulk'
import { createTestApp, TEST_NOW } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'

let t: TestApp
let catalogueSize = 0
beforeAll(async () => {
  t = await createTestApp()
  const demo = await getJson<ProductListResponse>(t.app, 'products')
  const extra = SEARCH_COUNT_CAP + 100 - demo.body.product_count
  await seedBulkProducts(t.db, extra, { now: TEST_NOW })
  t.app.catalogueCache.invalidate()
  catalogueSize = demo.body.product_count + extra
})
afterAll(async () => t.close())

// Every product code starts with KN, so this search matches the whole catalogue.
const searchAll = (page: number) =>
  getJson<ProductListResponse>(t.app, 'products', { search: 'KN', page, limit: 48 })

describe('a search that matches more than the count cap', () => {
  test('says it found at least the cap, and that there are more', async () => {
    const { body } = await searchAll(1)
    expect(body.product_count).toBe(SEARCH_COUNT_CAP)
    expect(body.product_count_capped).toBe(true)
    expect(body.products).toHaveLength(48)
  })

  test('pages on past the cap, each match once, until every match is shown', async () => {
    const seen = new Set<number>()
    let shown = 0
    for (let page = 1; page <= 100; page++) {
      const { body } = await searchAll(page)
      if (body.products.length === 0) break
      for (const product of body.products) seen.add(product.id)
      shown += body.products.length
    }
    expect(shown).toBe(catalogueSize)
    expect(seen.size).toBe(catalogueSize)
  })

  test('a search under the cap still counts exactly, with no cap flag', async () => {
    const { body } = await getJson<ProductListResponse>(t.app, 'products', { search: 'batik' })
    expect(body.product_count).toBeGreaterThan(0)
    expect(body.product_count).toBeLessThan(SEARCH_COUNT_CAP)
    expect(body.product_count_capped).toBeUndefined()
  })
})
