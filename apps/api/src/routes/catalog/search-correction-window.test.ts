import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ProductListResponse } from '@store/contract/catalog'
import { refreshCatalogStats } from '@store/db/catalog/scope-stats'
import { seedBulkProducts } from '@store/db/seed/bulk'
import { createTestApp, TEST_NOW } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'
import { SHORT_RANK_WINDOW } from './search-page.repository'

const PAGE = 48
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ ANSWER_CACHE_MB: '0' })
  // About one name in ten says 'dress': enough for more name matches than the ranked window.
  await seedBulkProducts(t.db, 3_000, { now: TEST_NOW })
  await refreshCatalogStats(t.db)
})
afterAll(async () => t.close())

const list = (query: Record<string, string | number>) =>
  getJson<ProductListResponse>(t.app, 'products', { limit: PAGE, ...query })

/** Every page of a listing, in order, until an empty one. */
async function allPages(query: Record<string, string | number>) {
  const ids: number[] = []
  for (let page = 1; page <= 100; page++) {
    const { body } = await list({ ...query, page })
    if (body.products.length === 0) break
    ids.push(...body.products.map((product) => product.id))
  }
  return ids
}

describe('a corrected search with more name matches than its ranked window', () => {
  test('counts every name match, not just the ranked ones', async () => {
    const newest = await list({ search: 'dresss', sort: 'NEWEST' })
    const { body } = await list({ search: 'dresss' })
    expect(body.search_corrected).toBe('dress')
    expect(body.product_count).toBeGreaterThan(SHORT_RANK_WINDOW)
    expect(body.product_count).toBe(newest.body.product_count)
  })

  test('shows each name match once, the ranked window first and the older ones newest first', async () => {
    const bestMatch = await allPages({ search: 'dresss' })
    const newest = await allPages({ search: 'dresss', sort: 'NEWEST' })
    expect(new Set(bestMatch).size).toBe(bestMatch.length)
    expect([...bestMatch].sort((a, b) => a - b)).toEqual([...newest].sort((a, b) => a - b))
    expect(new Set(bestMatch.slice(0, SHORT_RANK_WINDOW))).toEqual(
      new Set(newest.slice(0, SHORT_RANK_WINDOW)),
    )
    expect(bestMatch.slice(SHORT_RANK_WINDOW)).toEqual(newest.slice(SHORT_RANK_WINDOW))
  })
})
