import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Product } from '@store/contract/catalog'
import { signUpMember } from '../../test/members'
import { getJson } from '../../test/inject'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { queryRows } from '../../test/sql'
import { seedOrder, wib } from '../../figures/dashboard-fixtures'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { HUB_ID } from '../checkout/checkout-fixtures'
import {
  askMemberReturn,
  deliveredCourierOrder,
  newKey,
  orderLinesOf,
  otherSize,
  setHeld,
} from '../orders/return-fixtures'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

const fitOf = async (id: number) =>
  (await getJson<{ product: Product }>(t.app, 'product', { id })).body.product.fit

/** Units of the product that came back already, as `reason`: one closed return of a completed order. */
async function returnedBefore(productId: number, units: number, reason: string) {
  const at = wib('2026-10-01 10:00')
  const orderId = await seedOrder(t.db, {
    status: 'COMPLETED',
    shipping: 'ONLINE_DELIVERY',
    showroomId: HUB_ID,
    grandTotal: units * 100_000,
    createdAt: at,
    paidAt: at,
    lines: [{ productId, sizeCode: item.size, qty: units, subtotal: units * 100_000 }],
  })
  const [line] = await orderLinesOf(t, orderId)
  const [made] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into order_returns (return_ref, order_id, request_key, state, wish, way,
          showroom_id, created_at, updated_at)
        values (${`RT-F${String(orderId).padStart(7, '0')}`}, ${orderId}, ${newKey()}, 'CLOSED',
          'REFUND', 'COURIER', ${HUB_ID}, ${at.toISOString()}::timestamptz,
          ${at.toISOString()}::timestamptz)
        returning id`,
  )
  await t.db
    .execute(sql`insert into order_return_lines (return_id, order_line_id, qty, reason, open)
    values (${made?.id}, ${line?.id}, ${units}, ${reason}, false)`)
}

test('a product says it runs small once the fifth unit comes back as too small, on the next view', async () => {
  await returnedBefore(item.productId, 4, 'too_small')
  // Four units are too few to say anything; the answer is now cached.
  expect(await fitOf(item.productId)).toBeNull()

  const member = await signUpMember(t.app)
  await setHeld(t, item, 5)
  const order = await deliveredCourierOrder(t, item, member)
  const [line] = await orderLinesOf(t, order.id)
  const larger = await otherSize(t, item)
  const asked = await askMemberReturn(t, member, {
    id: order.id,
    lines: [{ line_id: line?.id, qty: 1, reason: 'too_small', exchange_size: larger.size }],
    wish: 'EXCHANGE',
    way: 'COURIER',
    request_key: newKey(),
  })
  expect(asked.status).toBe(200)
  expect(await fitOf(item.productId)).toBe('RUNS_SMALL')
})

test('buyers split between too small and too large leave a product without a note', async () => {
  const [other] = await sizedProducts(t.db, 1, sql`p.id <> ${item.productId}`)
  if (!other) throw new Error('no second product')
  await returnedBefore(other.productId, 5, 'too_small')
  await returnedBefore(other.productId, 5, 'too_large')
  expect(await fitOf(other.productId)).toBeNull()
})
