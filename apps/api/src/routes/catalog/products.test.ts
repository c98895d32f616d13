import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { finalPrice } from '@store/contract/pricing'
import type { ProductListResponse, ProductSummary } from '@store/contract/catalog'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const list = (query: Record<string, string | number> = {}) =>
  getJson<ProductListResponse>(t.app, 'products', query)
const priceOf = (product: ProductSummary) => finalPrice(product.net_price, product.direct_discount)

async function collectAll(query: Record<string, string | number>) {
  const products: ProductSummary[] = []
  for (let page = 1; page < 100; page++) {
    const { body } = await list({ ...query, page, limit: 48 })
    products.push(...body.products)
    if (body.products.length < 48) return { products, count: body.product_count }
  }
  throw new Error('too many pages')
}

describe('GET products', () => {
  test('the first page holds 8 products and the total of the whole catalogue', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.products).toHaveLength(8)
    expect(body.product_count).toBeGreaterThanOrEqual(150)
    expect(body.products[0]?.product_images[0]?.image_type).toBe('COVER')
  })

  test('paging through every page yields each product once and exactly product_count of them', async () => {
    const { products, count } = await collectAll({})
    expect(products).toHaveLength(count)
    expect(new Set(products.map((product) => product.id)).size).toBe(count)
  })

  test('NEWEST, PRICE_ASC and PRICE_DESC order the list by date and by final price', async () => {
    const ascending = (await collectAll({ sort: 'PRICE_ASC' })).products.map(priceOf)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    const descending = (await collectAll({ sort: 'PRICE_DESC' })).products.map(priceOf)
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
    const newest = await list({ sort: 'NEWEST', limit: 48 })
    const oldest = await list({ sort: 'NEWEST', limit: 48, page: 4 })
    expect(newest.body.products[0]?.id).not.toBe(oldest.body.products[0]?.id)
  })

  test('without a sort the list is NEWEST, as spec section 9 says of the request', async () => {
    const unsorted = await list({ limit: 48 })
    const newest = await list({ limit: 48, sort: 'NEWEST' })
    expect(unsorted.body.products.map((product) => product.id)).toEqual(
      newest.body.products.map((product) => product.id),
    )
  })

  test('a category filter returns only that category and counts it', async () => {
    const men = await collectAll({ category_id: 6 })
    const women = await collectAll({ category_id: 7 })
    const all = await list()
    expect(men.count).toBeGreaterThan(0)
    expect(men.products).toHaveLength(men.count)
    const menIds = new Set(men.products.map((product) => product.id))
    expect(women.products.some((product) => menIds.has(product.id))).toBe(false)
    const accessories = await list({ category_id: 8 })
    expect(men.count + women.count + accessories.body.product_count).toBe(all.body.product_count)
  })

  test('a sub-category filter is a subset of its category', async () => {
    const batik = await collectAll({ category_sub_id: 603 })
    const men = new Set(
      (await collectAll({ category_id: 6 })).products.map((product) => product.id),
    )
    expect(batik.count).toBeGreaterThan(0)
    expect(batik.products.every((product) => men.has(product.id))).toBe(true)
    expect(batik.products.every((product) => product.product_name.includes('Batik'))).toBe(true)
  })

  test('the Kids group collects boys and girls products', async () => {
    const kids = await collectAll({ group_id: 3 })
    expect(kids.count).toBeGreaterThan(0)
    expect(kids.products.every((product) => /^(Boys|Girls) /.test(product.product_name))).toBe(true)
  })

  test('sale=1 returns only products whose final price is below the retail price', async () => {
    const sale = await collectAll({ sale: 1 })
    expect(sale.count).toBeGreaterThan(20)
    expect(sale.products.every((product) => priceOf(product) < product.retail_price)).toBe(true)
  })

  test('a page past the end is empty but still tells the total', async () => {
    const { status, body } = await list({ page: 500 })
    expect(status).toBe(200)
    expect(body.products).toEqual([])
    expect(body.product_count).toBeGreaterThan(0)
  })

  test('facets count products per size and per price band, ignoring their own filter', async () => {
    const { body } = await list({ category_id: 6, facets: 1 })
    const sizeM = body.facets?.sizes.find((size) => size.size_code === 'M')
    expect(sizeM?.count).toBeGreaterThan(0)
    const bands = body.facets?.price_bands ?? []
    expect(bands.reduce((sum, band) => sum + band.count, 0)).toBe(body.product_count)
    const onlyM = await list({ category_id: 6, sizes: 'M', facets: 1 })
    expect(onlyM.body.product_count).toBe(sizeM?.count)
    expect(onlyM.body.facets?.sizes.find((size) => size.size_code === 'L')?.count).toBeGreaterThan(
      0,
    )
  })

  test('a price range keeps products whose final price lies inside it', async () => {
    const ranged = await collectAll({ price_min: 200_000, price_max: 400_000 })
    expect(ranged.count).toBeGreaterThan(0)
    expect(
      ranged.products.every(
        (product) => priceOf(product) >= 200_000 && priceOf(product) <= 400_000,
      ),
    ).toBe(true)
  })
})
