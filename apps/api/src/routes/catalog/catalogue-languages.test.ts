import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Category, Product, ProductListResponse } from '@store/contract/catalog'
import type { HomePageResponse, SiteHeaderResponse } from '@store/contract/home'
import { categories, products, productSizes } from '@store/db/schema'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getIn } from '../../test/language'

let t: TestApp
beforeAll(async () => {
  // No answer cache: some tests change texts behind the app's back.
  t = await createTestApp({ ANSWER_CACHE_MB: '0' })
})
afterAll(async () => t.close())

const product = async (language: string | undefined, id: number) =>
  (await getIn<{ product: Product }>(t.app, language, 'product', { id })).body.product

async function firstProductId() {
  const { body } = await getIn<ProductListResponse>(t.app, 'en', 'products', { limit: 1 })
  return body.products[0]?.id ?? 0
}

describe('the catalogue in the language asked for', () => {
  test('a product answers in Bahasa when asked, and in English otherwise', async () => {
    const id = await firstProductId()
    const [english, bahasa, unasked] = [
      await product('en', id),
      await product('id', id),
      await product(undefined, id),
    ]
    const [row] = await t.db.select().from(products).where(eq(products.id, id))
    expect(english.product_name).toBe(row?.productName)
    expect(unasked).toEqual(english)
    expect(bahasa.product_name).toBe(row?.productNameBahasa)
    expect(bahasa.short_description).toBe(row?.shortDescriptionBahasa)
    expect(bahasa.detailed_description).toBe(row?.detailedDescriptionBahasa)
    expect(bahasa.colour).toBe(row?.colourBahasa)
    expect(bahasa.product_name).not.toBe(english.product_name)
    // Prices, codes and images do not depend on the language.
    expect({
      ...bahasa,
      product_name: '',
      short_description: '',
      detailed_description: '',
    }).toMatchObject({
      product_code: english.product_code,
      retail_price: english.retail_price,
      product_images: english.product_images,
    })
  })

  test('lists, menus, home and promo bar answer in Bahasa', async () => {
    const list = await getIn<ProductListResponse>(t.app, 'id', 'products', { category_sub_id: 703 })
    expect(list.body.products.length).toBeGreaterThan(0)
    expect(list.body.products.every((card) => card.product_name.startsWith('Rok '))).toBe(true)
    const menus = await getIn<{ categories: Category[] }>(t.app, 'id', 'categories')
    expect(menus.body.categories.map((category) => category.name)).toEqual([
      'PRIA',
      'WANITA',
      'AKSESORIS',
    ])
    const home = await getIn<HomePageResponse>(t.app, 'id', 'master/page/home')
    expect(home.body.home_data.sections[0]?.button_text).toBe('Belanja Wanita')
    expect(home.body.image_sliders[0]?.title).toBe('Koleksi Linen')
    expect(home.body.home_data.landings[0]?.title).toBe('Produk Terbaru')
    const header = await getIn<SiteHeaderResponse>(t.app, 'id', 'master/site-header')
    expect(header.body.promo_bar_text).toBe('DAPATKAN PROMO Diskon hingga 40%')
    const english = await getIn<SiteHeaderResponse>(t.app, 'en', 'master/site-header')
    expect(english.body.promo_bar_text).toBe('GET OFFERS Up To 40% off')
  })

  test('a worded size name is translated and a size code is not', async () => {
    const [row] = await t.db
      .select({ productId: productSizes.productId })
      .from(productSizes)
      .where(eq(productSizes.sizeCode, 'ALL'))
      .limit(1)
    const sizes = (await product('id', row?.productId ?? 0)).sizes
    expect(sizes.map((size) => size.size_name)).toEqual(['Satu Ukuran'])
    const shirt = await getIn<ProductListResponse>(t.app, 'id', 'products', {
      category_sub_id: 602,
    })
    const shirtSizes = (await product('id', shirt.body.products[0]?.id ?? 0)).sizes
    expect(shirtSizes.map((size) => size.size_name)).toEqual(['S', 'M', 'L', 'XL', 'XXL'])
  })

  test('a missing translation shows the other language, field by field, never an empty field', async () => {
    const id = await firstProductId()
    const before = await product('id', id)
    await t.db
      .update(products)
      .set({ productNameBahasa: null, shortDescriptionBahasa: '' })
      .where(eq(products.id, id))
    await t.db.update(categories).set({ coverTextBahasa: null }).where(eq(categories.id, 7))
    const [english, bahasa] = [await product('en', id), await product('id', id)]
    expect(bahasa.product_name).toBe(english.product_name)
    expect(bahasa.short_description).toBe(english.short_description)
    expect(bahasa.detailed_description).toBe(before.detailed_description)
    expect(bahasa.detailed_description).not.toBe(english.detailed_description)
    const menus = await getIn<{ categories: Category[] }>(t.app, 'id', 'categories')
    const women = menus.body.categories.find((category) => category.id === 7)
    expect(women?.name).toBe('WANITA')
    expect(women?.cover_text).toBe('Fluid shapes, soft linen and modest cuts for every day.')
  })

  test('an English text left blank shows the Bahasa rather than nothing', async () => {
    const id = await firstProductId()
    await t.db
      .update(products)
      .set({ shortDescription: '', shortDescriptionBahasa: 'Hanya dalam Bahasa.' })
      .where(eq(products.id, id))
    expect((await product('en', id)).short_description).toBe('Hanya dalam Bahasa.')
  })
})
