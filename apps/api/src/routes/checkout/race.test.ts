import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
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
