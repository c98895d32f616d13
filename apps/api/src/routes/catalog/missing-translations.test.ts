import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bahasaSettingKey, PROMO_BAR_SETTING } from '@store/contract/home'
import { categoryLandings, homeSections, products, productSizes, settings } from '@store/db/schema'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import {
  countMissingTranslations,
  listProductsMissingTranslation,
} from './missing-translations.repository'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const NOTHING_MISSING = {
  products: 0,
  productsWithSizes: 0,
  categories: 0,
  categorySubs: 0,
  homeSections: 0,
  imageSliders: 0,
  categoryLandings: 0,
  settings: 0,
}

describe('what is left to translate', () => {
  test('the demo store is translated whole', async () => {
    expect(await countMissingTranslations(t.db, 'id')).toEqual(NOTHING_MISSING)
    expect(await countMissingTranslations(t.db, 'en')).toEqual(NOTHING_MISSING)
  })

  test('a product missing any Bahasa text is counted once and found by the filter', async () => {
    const rows = await t.db.select({ id: products.id }).from(products).orderBy(products.id).limit(2)
    const [first, second] = rows.map((row) => row.id)
    if (first === undefined || second === undefined) throw new Error('no products')
    await t.db
      .update(products)
      .set({ productNameBahasa: null, colourBahasa: '' })
      .where(eq(products.id, first))
    await t.db
      .update(products)
      .set({ detailedDescriptionBahasa: null })
      .where(eq(products.id, second))
    expect((await countMissingTranslations(t.db, 'id')).products).toBe(2)
    const page = await listProductsMissingTranslation(t.db, 'id', { limit: 10, offset: 0 })
    expect(page.map((row) => row.id)).toEqual([first, second])
    expect(await listProductsMissingTranslation(t.db, 'id', { limit: 10, offset: 1 })).toHaveLength(
      1,
    )
  })

  test('a worded size, a home section, a landing row and a shop text are each counted', async () => {
    await t.db
      .update(productSizes)
      .set({ sizeNameBahasa: null })
      .where(eq(productSizes.sizeCode, 'ALL'))
    await t.db.update(homeSections).set({ titleLinesBahasa: [] }).where(eq(homeSections.id, 2))
    await t.db
      .update(categoryLandings)
      .set({ contentBahasa: sql`jsonb_set(content_bahasa, '{promoRows,1,subtitle}', '""')` })
      .where(eq(categoryLandings.slug, 'men'))
    await t.db.insert(settings).values({ key: PROMO_BAR_SETTING, value: 'FREE SHIPPING this week' })
    const missing = await countMissingTranslations(t.db, 'id')
    const [sized] = await t.db
      .select({ value: sql<number>`count(distinct product_id)::int` })
      .from(productSizes)
      .where(eq(productSizes.sizeCode, 'ALL'))
    expect(missing.productsWithSizes).toBe(Number(sized?.value))
    expect(missing.homeSections).toBe(1)
    expect(missing.categoryLandings).toBe(1)
    expect(missing.settings).toBe(1)
    await t.db
      .insert(settings)
      .values({ key: bahasaSettingKey(PROMO_BAR_SETTING), value: 'GRATIS ONGKIR minggu ini' })
    expect((await countMissingTranslations(t.db, 'id')).settings).toBe(0)
  })
})
