import { randomBytes } from 'node:crypto'
import type { ProductFieldsInput } from '@store/contract/admin/product-fields'
import type { AdminProduct } from '@store/contract/admin/products'
import type { TestApp } from '../../../test/test-app'
import { callAdmin } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'

/** A product of MEN / T-Shirts (category 6, sub-category 601) with two sizes, no discount. */
export function productInput(overrides: Partial<ProductFieldsInput> = {}): ProductFieldsInput {
  return {
    product_name: `Kawung Test Tee ${randomBytes(3).toString('hex')}`,
    product_code: `KNTEST-${randomBytes(4).toString('hex').toUpperCase()}`,
    category_id: 6,
    category_sub_id: 601,
    colour: 'Indigo',
    short_description: 'A soft cotton tee.',
    detailed_description: '<p>Combed cotton, <strong>220 gsm</strong>.</p>',
    weight_grams: 250,
    retail_price: 250_000,
    net_price: 200_000,
    disc_percent: 0,
    disc_nominal: 0,
    disc_starts_at: '',
    disc_ends_at: '',
    sizes: [
      { size_code: 'M', size_name: 'M', is_available: true },
      { size_code: 'L', size_name: 'L', is_available: true },
    ],
    related_product_ids: [],
    ...overrides,
  }
}

type ProductAnswer = { message: string; product: AdminProduct; error?: { message: string } }

export async function createProduct(
  t: TestApp,
  staff: TestStaff,
  overrides: Partial<ProductFieldsInput> = {},
) {
  const response = await callAdmin<ProductAnswer>(
    t.app,
    'POST',
    'products/create',
    productInput(overrides),
    staff,
  )
  if (response.status !== 200) throw new Error(response.body.error?.message ?? 'not created')
  return response.body.product
}

/** The product's fields as an update sends them back, with `changes` on top. */
export function updateOf(product: AdminProduct, changes: Partial<ProductFieldsInput> = {}) {
  const fields = Object.fromEntries(
    Object.entries(product).filter(
      ([key]) => !['final_price', 'status', 'publish_at'].includes(key),
    ),
  )
  return {
    ...fields,
    sizes: product.sizes.map((size) => ({
      id: size.id,
      size_code: size.size_code,
      size_name: size.size_name,
      is_available: size.is_available,
    })),
    related_product_ids: product.related_products.map((related) => related.id),
    related_products: undefined,
    ...changes,
  }
}

export const saveProduct = (t: TestApp, staff: TestStaff, payload: Record<string, unknown>) =>
  callAdmin<ProductAnswer>(t.app, 'PUT', 'products/update', payload, staff)

/** A product created and published, as the shop shows it. */
export async function createShopProduct(
  t: TestApp,
  staff: TestStaff,
  overrides: Partial<ProductFieldsInput> = {},
) {
  const created = await createProduct(t, staff, overrides)
  const published = await callAdmin(t.app, 'POST', 'products/publish', { id: created.id }, staff)
  if (published.status !== 200) throw new Error('not published')
  const read = await callAdmin<{ product: AdminProduct }>(
    t.app,
    'GET',
    'products/one',
    { id: created.id },
    staff,
  )
  return read.body.product
}
