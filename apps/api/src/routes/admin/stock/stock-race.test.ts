import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { postJson } from '../../../test/inject'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { cartCalls, newDevice, sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { SHOWROOM_ID, heldAt, stockAt } from '../../checkout/checkout-fixtures'

let t: TestApp
let owner: TestStaff
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no sized product')
  item = first
})
afterAll(async () => t.close())

async function cartOfOne() {
  const device = newDevice()
  await cartCalls(t.app).add(device, item, 1)
  return () =>
    postJson(t.app, 'checkout-trx', {
      local_device_id: device,
      shipping_type: 'PICKUP_ON_STORE',
      showroom_id: SHOWROOM_ID,
      guest_email: 'stock-race@example.co.id',
      address_recipient_name: 'Dewi Lestari',
      address_recipient_phone: '0812 1111 2222',
    })
}

const unitsSold = async () => {
  const [row] = await queryRows<{ units: number }>(
    t.db,
    sql`select coalesce(sum(qty), 0)::int as units from order_lines where product_size_id = ${item.productSizeId}`,
  )
  return row?.units ?? 0
}

const readCell = async () => {
  const { body } = await callAdmin<{
    data: { sizes: { product_size_id: number; qty: Record<string, number> }[] }
  }>(t.app, 'GET', 'stock/product', { product_id: item.productId }, owner)
  return (
    body.data.sizes.find((size) => size.product_size_id === item.productSizeId)?.qty[SHOWROOM_ID] ??
    0
  )
}

const save = (expected: number, qty: number) =>
  callAdmin<{ error?: { message: string } }>(
    t.app,
    'POST',
    'stock/save',
    {
      cells: [
        {
          product_size_id: item.productSizeId,
          showroom_id: SHOWROOM_ID,
          expected_qty: expected,
          qty,
        },
      ],
    },
    owner,
  )

test('an order placed between reading the grid and saving it keeps its unit: the save is refused, then made again', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  const checkout = await cartOfOne()
  const seen = await readCell()
  expect(seen).toBe(5)
  expect((await checkout()).status).toBe(200)

  const stale = await save(seen, 10)
  expect(stale.status).toBe(409)
  expect(stale.body.error?.message).toMatch(/now holds 4 \(you saw 5\)/)
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(4)
  expect(await unitsSold()).toBe(1)

  const fresh = await save(await readCell(), 10)
  expect(fresh.status).toBe(200)
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(10)
})

test('a save and an order for the last unit at the same moment never oversell nor lose a unit', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 1 })
  const soldBefore = await unitsSold()
  const checkout = await cartOfOne()
  const [order, saved] = await Promise.all([checkout(), save(1, 0)])
  const sold = (await unitsSold()) - soldBefore
  const held = await heldAt(t.db, item, SHOWROOM_ID)
  // Exactly one of them had the unit: the order sold it, or the count took it off the shelf.
  expect(sold + held).toBeLessThanOrEqual(1)
  if (order.status === 200) {
    expect(sold).toBe(1)
    expect(saved.status).toBe(409)
    expect(held).toBe(0)
  } else {
    expect(saved.status).toBe(200)
    expect(sold).toBe(0)
    expect(held).toBe(0)
  }
})
