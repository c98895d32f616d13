import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ProductListResponse } from '@store/contract/catalog'
import { MAX_PRODUCT_PAGE_SIZE } from '@store/contract/constants'
import { products } from '@store/db/schema'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getIn } from '../../test/language'
import { queryRows } from '../../test/sql'

let t: TestApp
beforeAll(async () => {
  // No answer cache: the ranking test renames products behind the app's back.
  t = await createTestApp({ ANSWER_CACHE_MB: '0' })
})
afterAll(async () => t.close())

const SKIRTS = 703

/** Every match of a search, page after page, as a visitor of `language` sees them. */
async function searchAll(language: string, search: string) {
  const found: ProductListResponse['products'] = []
  for (let page = 1; ; page++) {
    const { body } = await getIn<ProductListResponse>(t.app, language, 'products', {
      search,
      page,
      limit: MAX_PRODUCT_PAGE_SIZE,
    })
    found.push(...body.products)
    if (found.length >= body.product_count || body.products.length === 0)
      return { ...body, products: found }
  }
}

const idsOf = (list: { id: number }[]) => list.map((product) => product.id).sort((a, b) => a - b)

async function idsInSub(subId: number) {
  const rows = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.categorySubId, subId))
  return new Set(rows.map((row) => row.id))
}

describe('searching in Bahasa Indonesia', () => {
  test.each(['kemeja', 'celana', 'gaun', 'rok', 'tas', 'sepatu', 'jaket'])(
    "'%s' finds the products named with it, first, in either language",
    async (word) => {
      const bahasa = await searchAll('id', word)
      expect(bahasa.product_count).toBeGreaterThan(0)
      expect(bahasa.search_corrected).toBeUndefined()
      const named = bahasa.products.filter((card) =>
        card.product_name.toLowerCase().split(' ').includes(word),
      )
      expect(named.length).toBeGreaterThan(0)
      expect(bahasa.products.slice(0, named.length)).toEqual(named)
      // An English visitor typing the Bahasa word finds the same products.
      expect(idsOf((await searchAll('en', word)).products)).toEqual(idsOf(bahasa.products))
    },
  )

  test.each([
    ['kemja', 'kemeja'],
    ['celna', 'celana'],
    ['Kmeja', 'kemeja'],
    ['sepatuu', 'sepatu'],
  ])("the typo '%s' is searched as '%s'", async (typo, word) => {
    const { body } = await getIn<ProductListResponse>(t.app, 'id', 'products', { search: typo })
    expect(body.search_corrected).toBe(word)
    expect(body.product_count).toBeGreaterThan(0)
    expect(body.products.every((card) => card.product_name.toLowerCase().includes(word))).toBe(true)
  })

  test('kemeja (shirt) does not bring back rok (skirts), nor rok shirts', async () => {
    const skirts = await idsInSub(SKIRTS)
    const shirts = await searchAll('id', 'kemeja')
    expect(shirts.products.some((card) => skirts.has(card.id))).toBe(false)
    const rok = await searchAll('id', 'rok')
    expect(rok.products.length).toBeGreaterThan(0)
    expect(rok.products.every((card) => skirts.has(card.id))).toBe(true)
  })

  test.each(['linen', 'shirt', 'skirt', 'batik', 'dress', 'tee', 'bag', 'sneakers', 'jacket'])(
    "an English search for '%s' still finds exactly what its English words match",
    async (word) => {
      const english = await searchAll('en', word)
      const matched = await queryRows<{ id: number }>(
        t.db,
        sql`select id from products where is_active and (search_vector @@ websearch_to_tsquery('english', ${word})
          or product_code ilike ${word + '%'})`,
      )
      expect(english.product_count).toBe(matched.length)
      expect(idsOf(english.products)).toEqual(idsOf(matched.map((row) => ({ id: Number(row.id) }))))
    },
  )

  test("the visitor's language ranks first: a match in its texts before one only in the other's", async () => {
    const [first, second] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(products.id)
      .limit(2)
    if (!first || !second) throw new Error('no products')
    await t.db
      .update(products)
      .set({ productName: 'Sarimbit Shirt' })
      .where(eq(products.id, first.id))
    await t.db
      .update(products)
      .set({ productNameBahasa: 'Kemeja Sarimbit' })
      .where(eq(products.id, second.id))
    const order = async (language: string) =>
      (await searchAll(language, 'sarimbit')).products.map((card) => card.id)
    expect(await order('en')).toEqual([first.id, second.id])
    expect(await order('id')).toEqual([second.id, first.id])
  })
})
