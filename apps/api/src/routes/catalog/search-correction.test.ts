import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ProductListResponse } from '@store/contract/catalog'
import { refreshCatalogStats } from '@store/db/catalog/scope-stats'
import { products } from '@store/db/schema'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'

let t: TestApp
beforeAll(async () => {
  // No answer cache: the last test changes the catalogue behind the app's back.
  t = await createTestApp({ ANSWER_CACHE_MB: '0' })
})
afterAll(async () => t.close())

const search = (term: string, extra: Record<string, string | number> = {}) =>
  getJson<ProductListResponse>(t.app, 'products', { search: term, limit: 48, ...extra })
const ids = (body: ProductListResponse) => body.products.map((product) => product.id)

describe('a misspelt search', () => {
  test('is searched as the catalogue word it resembles, in names, and the answer says which', async () => {
    const typo = await search('linnen')
    const exact = await search('linen')
    const named = exact.body.products.filter((product) => /linen/i.test(product.product_name))
    expect(typo.body.search_corrected).toBe('linen')
    expect(typo.body.product_count).toBe(named.length)
    expect(ids(typo.body)).toEqual(named.map((product) => product.id))
  })

  test('is corrected the same way under a chosen sort', async () => {
    const typo = await search('battik', { sort: 'PRICE_ASC' })
    const exact = await search('batik', { sort: 'PRICE_ASC' })
    const named = exact.body.products.filter((product) => /batik/i.test(product.product_name))
    expect(typo.body.search_corrected).toBe('batik')
    expect(ids(typo.body)).toEqual(named.map((product) => product.id))
  })

  test('keeps its correctly spelt words and corrects only the others', async () => {
    const { body } = await search('Linnen shirt')
    expect(body.search_corrected).toBe('linen shirt')
    expect(body.product_count).toBeGreaterThan(0)
  })

  test('a search found as typed carries no correction', async () => {
    const { body } = await search('linen')
    expect(body.product_count).toBeGreaterThan(0)
    expect(body.search_corrected).toBeUndefined()
  })

  test('a word like no catalogue word stays unanswered rather than guessed', async () => {
    const { body } = await search('zzqxjv')
    expect(body).toMatchObject({ products: [], product_count: 0 })
    expect(body.search_corrected).toBeUndefined()
  })

  test('stop words and short words are never replaced by a name word', async () => {
    const { body } = await search('for linnen')
    expect(body.search_corrected).toBe('for linen')
  })

  test('learns the words of a renamed product once the catalogue stats are rebuilt', async () => {
    const first = await getJson<ProductListResponse>(t.app, 'products', { limit: 1 })
    const id = first.body.products[0]?.id ?? 0
    await t.db
      .update(products)
      .set({ productName: 'Tenunan Wrap Dress' })
      .where(eq(products.id, id))
    expect((await search('tenunnan')).body.product_count).toBe(0)
    await refreshCatalogStats(t.db)
    const { body } = await search('tenunnan')
    expect(body.search_corrected).toBe('tenunan')
    expect(ids(body)).toEqual([id])
  })
})
