import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ProductListResponse } from '@store/contract/catalog'
import { finalPrice } from '@store/contract/pricing'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const search = (term: string, extra: Record<string, string | number> = {}) =>
  getJson<ProductListResponse>(t.app, 'products', { search: term, limit: 48, ...extra })

describe('searching products', () => {
  test('a word of the name finds the products that carry it', async () => {
    const { body } = await search('linen')
    expect(body.product_count).toBeGreaterThan(0)
    expect(body.products.some((product) => /linen/i.test(product.product_name))).toBe(true)
  })

  test('without a chosen sort, names that carry the word come first', async () => {
    const { body } = await search('linen')
    const named = body.products.filter((product) => /linen/i.test(product.product_name)).length
    expect(named).toBeGreaterThan(0)
    expect(
      body.products.slice(0, named).every((product) => /linen/i.test(product.product_name)),
    ).toBe(true)
  })

  test('a chosen sort still orders a search', async () => {
    const { body } = await search('linen', { sort: 'PRICE_ASC' })
    const prices = body.products.map((product) =>
      finalPrice(product.net_price, product.direct_discount),
    )
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  test('a plural finds the singular (shirts finds shirt)', async () => {
    const { body } = await search('shirts')
    expect(body.products.some((product) => /shirt/i.test(product.product_name))).toBe(true)
  })

  test('a product code, or its beginning, finds that product', async () => {
    const first = await getJson<ProductListResponse>(t.app, 'products', { limit: 1 })
    const code = first.body.products[0]?.product_code ?? ''
    const { body } = await search(code.slice(0, 8))
    expect(body.products.map((product) => product.product_code)).toContain(code)
  })

  test('a word of the description finds products (viscose)', async () => {
    const { body } = await search('viscose')
    expect(body.product_count).toBeGreaterThan(0)
  })

  test('a typo still finds the product (battik, linnen)', async () => {
    for (const typo of ['battik', 'linnen']) {
      const { body } = await search(typo)
      expect(body.product_count, typo).toBeGreaterThan(0)
    }
    const { body } = await search('battik')
    expect(body.products.every((product) => /batik/i.test(product.product_name))).toBe(true)
  })

  test('shirt does not also bring back skirts', async () => {
    expect((await search('skirt')).body.product_count).toBeGreaterThan(0)
    const { body } = await search('shirt')
    expect(body.product_count).toBeGreaterThan(0)
    expect(body.products.some((product) => /skirt/i.test(product.product_name))).toBe(false)
  })

  test('search combines with a category filter', async () => {
    const { body } = await search('batik', { category_id: 7 })
    const all = await search('batik')
    expect(body.product_count).toBeGreaterThan(0)
    expect(body.product_count).toBeLessThan(all.body.product_count)
  })

  test('SQL and HTML in a search are only words: an empty result, never an error', async () => {
    for (const hostile of [
      "'; drop table products; --",
      '<script>alert(1)</script>',
      '%',
      '\\',
      '" OR 1=1 --',
      '!!!',
      'a & | ! :*',
    ]) {
      const { status, body } = await search(hostile)
      expect(status, hostile).toBe(200)
      expect(Array.isArray(body.products)).toBe(true)
    }
    const after = await getJson<ProductListResponse>(t.app, 'products')
    expect(after.body.product_count).toBeGreaterThan(150)
  })

  test('nothing found is an empty list with a zero count', async () => {
    const { status, body } = await search('zzqxjv')
    expect(status).toBe(200)
    expect(body).toMatchObject({ products: [], product_count: 0 })
  })
})
