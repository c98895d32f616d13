import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { postJson } from '../../test/inject'
import { queryRows } from '../../test/sql'
import { cartCalls, newDevice, sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { SHOWROOM_ID, heldAt, stockAt } from './checkout-fixtures'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

test('50 buyers racing for the last 5 units make exactly 5 orders and never oversell', async () => {
  const calls = cartCalls(t.app)
  await stockAt(t.db, item, { [SHOWROOM_ID]: 50 })
  const devices = Array.from({ length: 50 }, newDevice)
  for (const device of devices) await calls.add(device, item, 1)
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  const answers = await Promise.all(
    devices.map((device) =>
      postJson(t.app, 'checkout-trx', {
        local_device_id: device,
        shipping_type: 'PICKUP_ON_STORE',
        address_recipient_name: 'Dewi Lestari',
        address_recipient_phone: '0812 1111 2222',
        showroom_id: SHOWROOM_ID,
        guest_email: 'race@example.co.id',
      }),
    ),
  )
  const statuses = answers.map((answer) => answer.status)
  expect(statuses.filter((status) => status === 200)).toHaveLength(5)
  expect(statuses.filter((status) => status === 400)).toHaveLength(45)
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(0)
  const [sold] = await queryRows<{ orders: number; units: number }>(
    t.db,
    sql`select count(distinct o.id)::int as orders, coalesce(sum(l.qty), 0)::int as units
        from orders o join order_lines l on l.order_id = o.id where l.product_size_id = ${item.productSizeId}`,
  )
  expect(sold).toEqual({ orders: 5, units: 5 })
})

test('buyers racing for the last use of a promo code: one order gets it, the rest are refused', async () => {
  const calls = cartCalls(t.app)
  await stockAt(t.db, item, { [SHOWROOM_ID]: 20 })
  await t.db.execute(
    sql`update promo_codes set usage_limit = 6, used_count = 5 where code = 'FIRST5'`,
  )
  const devices = Array.from({ length: 8 }, newDevice)
  for (const device of devices) await calls.add(device, item, 1)
  const answers = await Promise.all(
    devices.map((device) =>
      postJson(t.app, 'checkout-trx', {
        local_device_id: device,
        shipping_type: 'PICKUP_ON_STORE',
        address_recipient_name: 'Dewi Lestari',
        address_recipient_phone: '0812 1111 2222',
        showroom_id: SHOWROOM_ID,
        guest_email: 'promo-race@example.co.id',
        promo_code: 'FIRST5',
      }),
    ),
  )
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
  expect(answers.filter((answer) => answer.status === 400)).toHaveLength(7)
  const [promo] = await queryRows<{ used_count: number }>(
    t.db,
    sql`select used_count from promo_codes where code = 'FIRST5'`,
  )
  expect(promo?.used_count).toBe(6)
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(19)
})

test('two shoppers ordering the last unit at once: one order, the other told it sold out, nothing else written', async () => {
  const calls = cartCalls(t.app)
  await stockAt(t.db, item, { [SHOWROOM_ID]: 1 })
  const devices = [newDevice(), newDevice()]
  for (const device of devices) await calls.add(device, item, 1)
  const ordersBefore = await orderCount()
  const answers = await Promise.all(
    devices.map((device) =>
      postJson<{ error?: { message: string } }>(t.app, 'checkout-trx', {
        local_device_id: device,
        shipping_type: 'PICKUP_ON_STORE',
        address_recipient_name: 'Dewi Lestari',
        address_recipient_phone: '0812 1111 2222',
        showroom_id: SHOWROOM_ID,
        guest_email: 'last-unit@example.co.id',
      }),
    ),
  )
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
  const refused = answers.find((answer) => answer.status === 400)
  // Refused at the order (the unit went while it was placed) or already at its quote.
  expect([CHECKOUT_MESSAGES.stockChanged, CHECKOUT_MESSAGES.nothingAvailable]).toContain(
    refused?.body.error?.message,
  )
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(0)
  expect(await orderCount()).toBe(ordersBefore + 1)
  // The refused shopper's cart still holds the unit: nothing of its order was kept.
  const carts = await Promise.all(devices.map((device) => calls.get(device)))
  expect(carts.map((cart) => cart.cart_items.length).sort()).toEqual([0, 1])
})

async function orderCount() {
  const [row] = await queryRows<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from orders`,
  )
  return Number(row?.count ?? 0)
}
