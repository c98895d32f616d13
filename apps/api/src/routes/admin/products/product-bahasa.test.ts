import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AdminProductRow } from '@store/contract/admin/products'
import type { MissingCounts } from '@store/contract/admin/translations'
import type { Product } from '@store/contract/catalog'
import { queryRows } from '../../../test/sql'
import { getIn } from '../../../test/language'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createShopProduct, saveProduct, updateOf } from './product-fixtures'

let t: TestApp
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp({ ANSWER_CACHE_MB: '0' })
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

const BAHASA = {
  product_name_bahasa: 'Kaos Kawung Uji',
  colour_bahasa: 'Nila',
  short_description_bahasa: 'Kaos katun yang lembut.',
  detailed_description_bahasa: '<p>Katun sisir <script>x()</script><strong>220 gsm</strong>.</p>',
}

const missingCounts = async () =>
  (
    await callAdmin<{ data: { id: MissingCounts; en: MissingCounts } }>(
      t.app,
      'GET',
      'translations/missing',
      {},
      owner,
    )
  ).body.data

const missingList = async (language: string) =>
  (
    await callAdmin<{ products: AdminProductRow[]; total: number }>(
      t.app,
      'GET',
      'products',
      { missing_translation: language, page_size: 100, status: 'ALL' },
      owner,
    )
  ).body

describe('a product edited in English and Bahasa Indonesia', () => {
  test('the Bahasa texts are saved beside the English, sanitised alike, and the shop shows them in Bahasa', async () => {
    const product = await createShopProduct(t, owner, BAHASA)
    expect(product.product_name_bahasa).toBe('Kaos Kawung Uji')
    expect(product.colour_bahasa).toBe('Nila')
    expect(product.detailed_description_bahasa).toBe('<p>Katun sisir <strong>220 gsm</strong>.</p>')
    const shop = await getIn<{ product: Product }>(t.app, 'id', 'product', { id: product.id })
    expect(shop.body.product.product_name).toBe('Kaos Kawung Uji')
    const english = await getIn<{ product: Product }>(t.app, 'en', 'product', { id: product.id })
    expect(english.body.product.product_name).toBe(product.product_name)
  })

  test('a save that leaves the Bahasa fields out keeps them; an empty one clears it to missing', async () => {
    const product = await createShopProduct(t, owner, BAHASA)
    const withoutBahasa = Object.fromEntries(
      Object.entries(updateOf(product, { colour: 'Navy' })).filter(
        ([key]) => !key.endsWith('_bahasa'),
      ),
    )
    const kept = await saveProduct(t, owner, withoutBahasa)
    expect(kept.status).toBe(200)
    expect(kept.body.product.product_name_bahasa).toBe('Kaos Kawung Uji')
    const cleared = await saveProduct(
      t,
      owner,
      updateOf(kept.body.product, { product_name_bahasa: '  ' }),
    )
    expect(cleared.body.product.product_name_bahasa).toBe('')
    const [row] = await queryRows<{ product_name_bahasa: string | null }>(
      t.db,
      sql`select product_name_bahasa from products where id = ${product.id}`,
    )
    expect(row?.product_name_bahasa).toBeNull()
    const shop = await getIn<{ product: Product }>(t.app, 'id', 'product', { id: product.id })
    expect(shop.body.product.product_name).toBe(product.product_name)
  })

  test('a Bahasa change changes the version, so a stale save of the other language is refused', async () => {
    const product = await createShopProduct(t, owner)
    const first = await saveProduct(t, owner, updateOf(product, { product_name_bahasa: 'Satu' }))
    expect(first.status).toBe(200)
    expect(first.body.product.version).not.toBe(product.version)
    const stale = await saveProduct(t, owner, updateOf(product, { colour_bahasa: 'Dua' }))
    expect(stale.status).toBe(409)
  })

  test('the audit line records the Bahasa text before and after', async () => {
    const product = await createShopProduct(t, owner)
    await saveProduct(t, owner, updateOf(product, { product_name_bahasa: 'Kaos Audit' }))
    const [line] = await queryRows<{
      before: { product_name_bahasa: string }
      after: { product_name_bahasa: string }
    }>(
      t.db,
      sql`select before, after from audit_log where action = 'product.update' and entity_id = ${String(product.id)}`,
    )
    expect(line?.before.product_name_bahasa).toBe('')
    expect(line?.after.product_name_bahasa).toBe('Kaos Audit')
  })

  test('a Bahasa text too long or with a character that cannot be stored is a 400 naming the problem', async () => {
    const product = await createShopProduct(t, owner)
    const long = await saveProduct(
      t,
      owner,
      updateOf(product, { product_name_bahasa: 'k'.repeat(121) }),
    )
    expect(long.status).toBe(400)
    expect(long.body.error?.message).toBe('Please use at most 120 characters.')
    const broken = await saveProduct(t, owner, updateOf(product, { colour_bahasa: 'Ni\u0000la' }))
    expect(broken.status).toBe(400)
    const wrongType = await saveProduct(t, owner, updateOf(product, { colour_bahasa: 7 as never }))
    expect(wrongType.status).toBe(400)
  })

  test('a size name in Bahasa is saved with its size and kept when a save leaves it out', async () => {
    const product = await createShopProduct(t, owner, {
      sizes: [
        {
          size_code: 'AS',
          size_name: 'All Size',
          size_name_bahasa: 'Satu Ukuran',
          is_available: true,
        },
      ],
    })
    expect(product.sizes[0]?.size_name_bahasa).toBe('Satu Ukuran')
    const saved = await saveProduct(t, owner, updateOf(product, { colour: 'Ink' }))
    expect(saved.body.product.sizes[0]?.size_name_bahasa).toBe('Satu Ukuran')
  })
})

describe('what is left to translate', () => {
  test('the count of products missing Bahasa falls as one is translated, and the filter finds exactly them', async () => {
    const product = await createShopProduct(t, owner)
    const before = await missingCounts()
    const listed = await missingList('id')
    expect(listed.total).toBe(before.id.products)
    expect(listed.products.map((row) => row.id)).toContain(product.id)
    await saveProduct(t, owner, updateOf(product, BAHASA))
    const after = await missingCounts()
    expect(after.id.products).toBe(before.id.products - 1)
    expect((await missingList('id')).products.map((row) => row.id)).not.toContain(product.id)
  })

  test('a product translated only in part is still missing a translation', async () => {
    const product = await createShopProduct(t, owner, { product_name_bahasa: 'Hanya Nama' })
    expect((await missingList('id')).products.map((row) => row.id)).toContain(product.id)
  })

  test('the filter takes en or id only, and the counts are for catalogue staff only', async () => {
    const bad = await callAdmin<{ error: { message: string } }>(
      t.app,
      'GET',
      'products',
      { missing_translation: 'fr' },
      owner,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('missing_translation is en or id.')
    const showroom = await createTestStaff(t.app, 'SHOWROOM')
    const refused = await callAdmin(t.app, 'GET', 'translations/missing', {}, showroom)
    expect(refused.status).toBe(403)
    expect((await callAdmin(t.app, 'GET', 'translations/missing', {}, null)).status).toBe(401)
  })
})
