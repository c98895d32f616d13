import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Product, ProductListResponse } from '@store/contract/catalog'
import { products } from '@store/db/schema'
import { createPageResolver } from '../seo/resolve-page'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { getIn } from '../test/language'
import { productTag } from './catalogue-cache'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

async function firstProductId() {
  const { body } = await getIn<ProductListResponse>(t.app, 'en', 'products', { limit: 1 })
  const id = body.products[0]?.id
  if (id === undefined) throw new Error('no product')
  return id
}

const nameIn = async (language: string | undefined, id: number) =>
  (await getIn<{ product: Product }>(t.app, language, 'product', { id })).body.product.product_name

/** Browsers' own Accept-Language values, and values no browser sends. */
const HEADERS_READ_AS_ENGLISH = [
  'en-US,en;q=0.9',
  'en-GB,en;q=0.9,id;q=0.8',
  'fr-FR,fr;q=0.9',
  '*',
  '',
  ';q=1,,,',
  'id;q=abc',
  'x'.repeat(4000),
  'zh-Hant-TW-u-ca-chinese',
]

describe('cached catalogue answers per language', () => {
  test('an answer kept in one language is never served for the other, before or after validation', async () => {
    const id = await firstProductId()
    const rounds = []
    // The second round meets the remembered URLs, answered before the query is even parsed.
    for (let round = 0; round < 2; round++)
      rounds.push([await nameIn('en', id), await nameIn('id', id), await nameIn(undefined, id)])
    const [english, bahasa, unasked] = rounds[0] ?? []
    expect(bahasa).not.toBe(english)
    expect(unasked).toBe(english)
    expect(rounds[1]).toEqual(rounds[0])
  })

  test('every cached answer names the language among what it varies on', async () => {
    const first = await getIn(t.app, 'id', 'categories')
    expect(first.headers.vary).toBe('Accept-Encoding, Accept-Language')
    const again = await t.app.inject({
      url: '/api/categories',
      headers: { 'accept-language': 'id', 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.headers.vary).toBe('Accept-Encoding, Accept-Language')
  })

  test('a copy held in one language is not revalidated for the other', async () => {
    const english = await getIn(t.app, 'en', 'categories')
    const bahasa = await t.app.inject({
      url: '/api/categories',
      headers: { 'accept-language': 'id', 'if-none-match': String(english.headers.etag) },
    })
    expect(bahasa.statusCode).toBe(200)
    expect(bahasa.json<{ categories: { name: string }[] }>().categories[0]?.name).toBe('PRIA')
  })

  test('a change drops the answers of both languages', async () => {
    const id = await firstProductId()
    await nameIn('en', id)
    await nameIn('id', id)
    await t.db
      .update(products)
      .set({ productName: 'Renamed Linen Shirt', productNameBahasa: 'Kemeja Linen Baru' })
      .where(eq(products.id, id))
    t.app.catalogueCache.invalidate([productTag(id)])
    expect(await nameIn('en', id)).toBe('Renamed Linen Shirt')
    expect(await nameIn('id', id)).toBe('Kemeja Linen Baru')
  })

  test("a browser's own header is honoured, and any other value is English, never an error", async () => {
    const english = await getIn(t.app, 'en', 'categories')
    const bahasa = await getIn(t.app, 'id', 'categories')
    for (const header of ['id-ID,id;q=0.9,en;q=0.8', 'in-ID', 'en;q=0.1, id'])
      expect((await getIn(t.app, header, 'categories')).raw).toBe(bahasa.raw)
    for (const header of HEADERS_READ_AS_ENGLISH) {
      const answer = await getIn(t.app, header, 'categories')
      expect(answer.status).toBe(200)
      expect(answer.raw).toBe(english.raw)
    }
  })

  test('the page renderer reads the answers of the language it asks for', async () => {
    const resolvePage = createPageResolver(t.app)
    const params = new URLSearchParams()
    const pageIn = async (language: 'en' | 'id') => {
      const page = await resolvePage('/', params, 'https://kainara.example', language)
      return (page.initialData.categories as { categories: { name: string }[] }).categories
    }
    expect((await pageIn('id'))[0]?.name).toBe('PRIA')
    expect((await pageIn('en'))[0]?.name).toBe('MEN')
    const unnamed = await resolvePage('/', params, 'https://kainara.example')
    expect(unnamed.initialData.categories).toEqual({ categories: await pageIn('en') })
  })
})
