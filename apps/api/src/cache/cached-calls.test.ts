import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { getJson } from '../test/inject'
import { CATALOGUE_CACHE_CONTROL } from './send-answer'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

async function firstProductId() {
  const { body } = await getJson<{ products: { id: number }[] }>(t.app, 'products', { limit: 1 })
  const id = body.products[0]?.id
  if (id === undefined) throw new Error('no product')
  return id
}

describe('catalogue answers from memory', () => {
  test('a repeated request is answered from memory until the cache is invalidated', async () => {
    const id = await firstProductId()
    const before = await getJson<{ product: { product_name: string } }>(t.app, 'product', { id })
    // A change that bypasses the write module is not seen: the answer came from memory.
    await t.db.execute(sql`update products set product_name = 'Renamed Shirt' where id = ${id}`)
    const cached = await getJson<{ product: { product_name: string } }>(t.app, 'product', { id })
    expect(cached.body.product.product_name).toBe(before.body.product.product_name)
    t.app.catalogueCache.invalidate()
    const fresh = await getJson<{ product: { product_name: string } }>(t.app, 'product', { id })
    expect(fresh.body.product.product_name).toBe('Renamed Shirt')
  })

  test('the same query written differently is one answer', async () => {
    const hitsBefore = t.app.catalogueCache.stats().hits
    const a = await get('/api/products?category_id=6&sort=PRICE_ASC')
    const b = await get('/api/products?sort=PRICE_ASC&page=1&limit=8&category_id=6')
    expect(b.headers.etag).toBe(a.headers.etag)
    expect(t.app.catalogueCache.stats().hits).toBeGreaterThan(hitsBefore)
  })

  test('a request with the ETag it holds gets a 304 with no body', async () => {
    const first = await get('/api/categories')
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get('/api/categories', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    const other = await get('/api/categories', { 'if-none-match': '"something-else"' })
    expect(other.statusCode).toBe(200)
  })

  test('brotli, gzip and plain answers carry the same JSON, each with its own ETag', async () => {
    const plain = await get('/api/products?limit=24')
    const br = await get('/api/products?limit=24', { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await get('/api/products?limit=24', { 'accept-encoding': 'gzip' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3)
    for (const response of [plain, br, gz])
      expect(response.headers.vary).toMatch(/accept-encoding/i)
    // Any encoding of the same answer is the copy the client holds.
    const revalidated = await get('/api/products?limit=24', {
      'accept-encoding': 'br',
      'if-none-match': plain.headers.etag as string,
    })
    expect(revalidated.statusCode).toBe(304)
  })

  test('answers let a CDN keep them briefly; errors are never kept', async () => {
    const ok = await get('/api/master/page/home')
    expect(ok.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL)
    const missing = await get('/api/product?id=999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-store')
    const bad = await get('/api/products?page=0')
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['cache-control']).toBe('no-store')
  })

  test('every catalogue read is served from memory', async () => {
    const id = await firstProductId()
    const urls = [
      '/api/master/page/home',
      '/api/categories',
      '/api/category?id=6',
      '/api/category-sub?id=601',
      '/api/products?search=linen',
      `/api/product?id=${id}`,
      '/api/master/showroom-region?store_listing=1',
      '/api/master/province',
      '/api/master/city?province_id=32',
      '/api/master/subdistrict?city_id=3273',
    ]
    for (const url of urls) {
      const first = await get(url)
      expect(first.statusCode, url).toBe(200)
      const second = await get(url, { 'if-none-match': first.headers.etag as string })
      expect(second.statusCode, url).toBe(304)
    }
  })
})
