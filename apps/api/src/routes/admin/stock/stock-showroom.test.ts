import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../../test/sql'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { heldAt, stockAt } from '../../checkout/checkout-fixtures'

let t: TestApp
let showroom: TestStaff
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  showroom = await createTestStaff(t.app, 'SHOWROOM', [3])
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no sized product')
  item = first
})
afterAll(async () => t.close())

interface ShowroomStock {
  data: {
    showroom: { id: number }
    products: {
      id: number
      product_code: string
      sizes: { product_size_id: number; qty: number }[]
    }[]
    total: number
  }
}

test("a SHOWROOM account reads its own showroom's stock, searched by code", async () => {
  await stockAt(t.db, item, { 3: 6 })
  const [product] = await queryRows<{ product_code: string }>(
    t.db,
    sql`select product_code from products where id = ${item.productId}`,
  )
  const code = String(product?.product_code)
  const { status, body } = await callAdmin<ShowroomStock>(
    t.app,
    'GET',
    'stock/showroom',
    { showroom_id: 3, search: code },
    showroom,
  )
  expect(status).toBe(200)
  expect(body.data.showroom.id).toBe(3)
  expect(body.data.products.map((found) => found.product_code)).toEqual([code])
  const size = body.data.products[0]?.sizes.find((s) => s.product_size_id === item.productSizeId)
  expect(size?.qty).toBe(6)
})

test("a SHOWROOM account cannot open a product's grid of every showroom", async () => {
  const { status } = await callAdmin(
    t.app,
    'GET',
    'stock/product',
    { product_id: item.productId },
    showroom,
  )
  expect(status).toBe(403)
})

test('a SHOWROOM account is offered only its showrooms and refused another with a message', async () => {
  const offered = await callAdmin<{ data: { id: number }[] }>(
    t.app,
    'GET',
    'stock/showrooms',
    {},
    showroom,
  )
  expect(offered.body.data.map((room) => room.id)).toEqual([3])
  const other = await callAdmin<{ error: { message: string } }>(
    t.app,
    'GET',
    'stock/showroom',
    { showroom_id: 4 },
    showroom,
  )
  expect(other.status).toBe(403)
  expect(other.body.error.message).toBe('This showroom is not one of yours.')
})

test('a SHOWROOM account cannot save stock, even of its own showroom', async () => {
  await stockAt(t.db, item, { 3: 6 })
  const { status, body } = await callAdmin<{ error: { message: string } }>(
    t.app,
    'POST',
    'stock/save',
    { cells: [{ product_size_id: item.productSizeId, showroom_id: 3, expected_qty: 6, qty: 60 }] },
    showroom,
  )
  expect(status).toBe(403)
  expect(body.error.message.length).toBeGreaterThan(10)
  expect(await heldAt(t.db, item, 3)).toBe(6)
})
