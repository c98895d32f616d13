import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Order, OrderTracking } from '@store/contract/orders'
import { ORDER_MESSAGES } from '@store/contract/order-link'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi } from '../../test/members'
import { sizedProducts } from '../cart/cart-fixtures'
import { HUB_ID, stockAt } from '../checkout/checkout-fixtures'
import { payOrder, placeDeliveryOrder, shipOrder } from './order-fixtures'
import type { PlacedOrder } from './order-fixtures'

type Answer = { data: { order: Order }; error: { message: string } }
type TrackingAnswer = { data: { order_tracking: OrderTracking }; error: { message: string } }

let t: TestApp
let order: PlacedOrder
let another: PlacedOrder
beforeAll(async () => {
  t = await createTestApp()
  const [item] = await sizedProducts(t.db, 1)
  if (!item) throw new Error('no product')
  await stockAt(t.db, item, { [HUB_ID]: 50 })
  order = await placeDeliveryOrder(t, item, null)
  another = await placeDeliveryOrder(t, item, null)
  await payOrder(t, order)
})
afterAll(async () => t.close())

const keyOf = (ref: string) => t.app.orderLinks.keyFor(ref)
const open = (query: Record<string, string>) => callApi<Answer>(t.app, 'GET', 'order-link', query)
const track = (query: Record<string, string>) =>
  callApi<TrackingAnswer>(t.app, 'GET', 'order-link/tracking', query)

test("a guest's signed link opens that order as GUEST, without signing in", async () => {
  const { status, body } = await open({ ref: order.trxRef, key: keyOf(order.trxRef) })
  expect(status).toBe(200)
  expect(body.data.order).toMatchObject({
    id: order.id,
    trx_ref: order.trxRef,
    trx_status: 'PAID',
    user: null,
    address_recipient_name: 'Dewi Lestari',
  })
  expect(t.app.orderLinks.pathFor(order.trxRef)).toBe(
    `/order/${encodeURIComponent(order.trxRef)}?key=${keyOf(order.trxRef)}`,
  )
})

test("a forged key, another order's key or a guessed reference opens nothing", async () => {
  const tries: Record<string, string>[] = [
    { ref: order.trxRef, key: 'A'.repeat(43) },
    { ref: order.trxRef, key: keyOf(another.trxRef) },
    { ref: order.trxRef, key: keyOf(order.trxRef).slice(0, -1) },
    { ref: 'ZZZZZZZZ-20261101', key: keyOf('ZZZZZZZZ-20261101') },
  ]
  for (const query of tries) {
    const { status, body } = await open(query)
    expect(status).toBe(404)
    expect(body.error.message).toBe(ORDER_MESSAGES.linkNotValid)
    expect(body).not.toHaveProperty('data')
  }
})

test('a link without its parts, or with hostile ones, is a readable 400', async () => {
  const tries: Record<string, string>[] = [
    {},
    { ref: order.trxRef },
    { key: keyOf(order.trxRef) },
    { ref: ' ', key: ' ' },
    { ref: 'x'.repeat(500), key: keyOf(order.trxRef) },
    { ref: `${order.trxRef}\u0000`, key: keyOf(order.trxRef) },
  ]
  for (const query of tries) {
    const { status, body } = await open(query)
    expect(status).toBe(400)
    expect(body.error.message).toBeTruthy()
  }
})

test("the link's tracking asks the courier afresh once the order has a waybill", async () => {
  const link = { ref: order.trxRef, key: keyOf(order.trxRef) }
  const before = await track(link)
  expect(before.status).toBe(404)
  expect(before.body.error.message).toBe(ORDER_MESSAGES.noTracking)

  const now = t.app.clock.now()
  const noResi = await shipOrder(t, order, new Date(now.getTime() - 5 * 3600 * 1000))
  const { status, body } = await track(link)
  expect(status).toBe(200)
  const fresh = await t.app.courier.trackWaybill(noResi, now)
  expect(body.data.order_tracking.track_history).toEqual(fresh.track_history)
  expect(body.data.order_tracking.last_status.status).not.toBe('DELIVERED')

  const forged = await track({ ref: order.trxRef, key: keyOf(another.trxRef) })
  expect(forged.status).toBe(404)
  expect(forged.body).not.toHaveProperty('data')
})
