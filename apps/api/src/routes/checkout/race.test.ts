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
