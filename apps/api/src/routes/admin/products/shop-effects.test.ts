import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CheckoutAvailability } from '@store/contract/checkout'
import { MESSAGES } from '@store/contract/messages'
import { cartCalls, newDevice, setStock } from '../../cart/cart-fixtures'
import { postJson } from '../../../test/inject'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createShopProduct, saveProduct, updateOf } from './product-fixtures'

let t: TestApp
let staff: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => t.close())

const shop = async (url: string) => {
  const response = await t.app.inject({ url })
  return { status: response.statusCode, body: response.body }
}

test('an archived product is gone from the lists, search, its page and the sitemap at once, and a restore brings it back', async () => {
  const product = await createShopProduct(t, staff, { product_name: 'Parang Archive Shirt' })
  const [m] = product.sizes
  if (!m) throw new Error('no size')
  await setStock(t.db, m.id, 4)
  // Read once, so a cached answer would be there to go stale.
  expect((await shop('/api/products?category_id=6')).body).toContain(product.product_code)
  expect((await shop('/api/products?search=Parang%20Archive')).body).toContain(product.product_code)
  expect((await shop(`/api/product?id=${product.id}`)).status).toBe(200)
  expect((await shop('/sitemap.xml')).body).toContain(`/product/${product.id}<`)

  const archived = await callAdmin(t.app, 'POST', 'products/archive', { id: product.id }, staff)
  expect(archived.status).toBe(200)
  expect((await shop('/api/products?category_id=6')).body).not.toContain(product.product_code)
  expect((await shop('/api/products?search=Parang%20Archive')).body).not.toContain(
    product.product_code,
  )
  expect((await shop(`/api/product?id=${product.id}`)).status).toBe(404)
  expect((await shop('/sitemap.xml')).body).not.toContain(`/product/${product.id}<`)
  const listed = await callAdmin<{ products: { id: number; status: string }[] }>(
    t.app,
    'GET',
    'products',
    { search: product.product_code, status: 'ARCHIVED' },
    staff,
  )
  expect(listed.body.products).toEqual([
    expect.objectContaining({ id: product.id, status: 'ARCHIVED' }),
  ])

  await callAdmin(t.app, 'POST', 'products/restore', { id: product.id }, staff)
  expect((await shop(`/api/product?id=${product.id}`)).status).toBe(200)
  const audit = await queryRows<{ action: string; actor: string }>(
    t.db,
    sql`select action, actor from audit_log where entity_id = ${String(product.id)} order by id`,
  )
  expect(audit).toEqual(
    ['product.create', 'product.publish', 'product.archive', 'product.restore'].map((action) => ({
      action,
      actor: staff.email,
    })),
  )
})

test('a size marked unavailable shows disabled and cannot be added to a cart, whatever its stock', async () => {
  const product = await createShopProduct(t, staff)
  const [m, l] = product.sizes
  if (!m || !l) throw new Error('no sizes')
  await setStock(t.db, m.id, 5)
  await setStock(t.db, l.id, 5)
  const cart = cartCalls(t.app)
  const earlier = newDevice()
  expect(
    (await cart.add(earlier, { productId: product.id, size: 'M', productSizeId: m.id })).status,
  ).toBe(200)
  const saved = await saveProduct(
    t,
    staff,
    updateOf(product, {
      sizes: [
        { id: m.id, size_code: 'M', size_name: 'M', is_available: false },
        { id: l.id, size_code: 'L', size_name: 'L', is_available: true },
      ],
    }),
  )
  expect(saved.status).toBe(200)
  const page = JSON.parse((await shop(`/api/product?id=${product.id}`)).body) as {
    product: { sizes: { size_code: string; is_available: number }[] }
  }
  expect(page.product.sizes).toEqual([
    expect.objectContaining({ size_code: 'M', is_available: 0 }),
    expect.objectContaining({ size_code: 'L', is_available: 1 }),
  ])
  const device = newDevice()
  const refused = await cart.add(device, { productId: product.id, size: 'M', productSizeId: m.id })
  expect(refused.status).toBe(400)
  expect(refused.body).toEqual({ error: { message: MESSAGES.sizeOutOfStock } })
  const added = await cart.add(device, { productId: product.id, size: 'L', productSizeId: l.id })
  expect(added.status).toBe(200)
  // A line put in the cart before the size was withdrawn cannot be checked out.
  const checkout = await postJson<CheckoutAvailability>(t.app, 'checkout', {
    local_device_id: earlier,
  })
  expect(checkout.body).toMatchObject({ available_online: false, available_on_store: false })
})
