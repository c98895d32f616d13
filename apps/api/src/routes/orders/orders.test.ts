import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { orderNumber } from '@store/contract/orders'
import type { Order, OrderTracking } from '@store/contract/orders'
import { ORDER_MESSAGES } from '@store/contract/order-link'
import { orderLineUnitPrice } from '@store/contract/pricing'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi, signUpMember } from '../../test/members'
import { queryRows } from '../../test/sql'
import type { SignedUpMember } from '../../test/members'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { HUB_ID, stockAt } from '../checkout/checkout-fixtures'
import { payOrder, placeDeliveryOrder, shipOrder } from './order-fixtures'
import type { PlacedOrder } from './order-fixtures'

type Answer = { data: { user_orders: Order[] }; error: { message: string } }
type TrackingAnswer = { data: { order_tracking: OrderTracking }; error: { message: string } }

let t: TestApp
let item: SizedProduct
let buyer: SignedUpMember
let other: SignedUpMember
let first: PlacedOrder
let second: PlacedOrder
beforeAll(async () => {
  t = await createTestApp()
  const [found] = await sizedProducts(t.db, 1)
  if (!found) throw new Error('no product')
  item = found
  await stockAt(t.db, item, { [HUB_ID]: 50 })
  buyer = await signUpMember(t.app)
  other = await signUpMember(t.app)
  first = await placeDeliveryOrder(t, item, buyer)
  second = await placeDeliveryOrder(t, item, buyer)
  await payOrder(t, first)
})
afterAll(async () => t.close())

const ordersOf = (token: string) => callApi<Answer>(t.app, 'GET', 'user/orders', {}, { token })
const trackingOf = (token: string | null, id: number | string) =>
  callApi<TrackingAnswer>(t.app, 'GET', 'user/order-tracking', { id }, { token })

test("a member's orders come newest first with lines, shipping, payment and their name", async () => {
  const { status, body } = await ordersOf(buyer.token)
  expect(status).toBe(200)
  expect(body.data.user_orders.map((order) => order.id)).toEqual([second.id, first.id])
  const paid = body.data.user_orders[1]
  expect(paid).toMatchObject({
    trx_ref: first.trxRef,
    trx_status: 'PAID',
    shipping_type: 'ONLINE_DELIVERY',
    user: { name: buyer.name },
    address_recipient_name: 'Dewi Lestari',
    notes: 'Pagar hijau',
    payment_status_desc: 'Payment Sukses',
    payment_channel: 'Permata Virtual Account',
    payment_date: '2026-11-01 10:30:00',
    pickup_code: null,
    no_resi: null,
    order_tracking: null,
  })
  expect(`${paid?.address_city} ${paid?.address_province}`).toMatch(/bandung.*jawa barat/i)
  const line = paid?.sales_trx_details[0]
  expect(line?.qty).toBe(2)
  expect(line?.product_detail.product_images[0]?.image_url).toMatch(/^\/media\//)
  if (line) expect(line.subtotal).toBeLessThanOrEqual(orderLineUnitPrice(line) * line.qty)
  const charged = await queryRows<{ unit_price: number; subtotal: number }>(
    t.db,
    sql`select unit_price, subtotal from order_lines where order_id = ${first.id}`,
  )
  if (line) expect(orderLineUnitPrice(line)).toBe(Number(charged[0]?.unit_price))
  expect(line?.subtotal).toBe(Number(charged[0]?.subtotal))
  expect(paid?.grand_total).toBe(Number(first.bill.bill_total))
  expect(body.data.user_orders[0]?.payment_status_desc).toBeNull()
})

test('two orders never share the order number shoppers see', () => {
  expect(orderNumber(first.trxRef)).toMatch(/^[A-Z0-9]{8}$/)
  expect(orderNumber(first.trxRef)).not.toBe(orderNumber(second.trxRef))
})

test('a member without orders gets an empty list, and another member never sees these', async () => {
  const { status, body } = await ordersOf(other.token)
  expect(status).toBe(200)
  expect(body.data.user_orders).toEqual([])
  expect((await callApi<Answer>(t.app, 'GET', 'user/orders')).status).toBe(401)
})

test('an order without a waybill has no tracking yet', async () => {
  const { status, body } = await trackingOf(buyer.token, first.id)
  expect(status).toBe(404)
  expect(body.error.message).toBe(ORDER_MESSAGES.noTracking)
})

test("tracking comes from the courier's waybill afresh, and the list then shows it without asking", async () => {
  const now = t.app.clock.now()
  const noResi = await shipOrder(t, first, new Date(now.getTime() - 3 * 24 * 3600 * 1000))
  const { status, body } = await trackingOf(buyer.token, first.id)
  expect(status).toBe(200)
  const fresh = await t.app.courier.trackWaybill(noResi, now)
  expect(body.data.order_tracking.last_status.status).toBe('DELIVERED')
  expect(body.data.order_tracking.track_history).toEqual(fresh.track_history)
  const history = body.data.order_tracking.track_history.map((entry) => entry.date_time)
  expect(history).toEqual([...history].sort().reverse())

  const listed = await ordersOf(buyer.token)
  const shipped = listed.body.data.user_orders.find((order) => order.id === first.id)
  expect(shipped?.no_resi).toBe(noResi)
  expect(shipped?.order_tracking).toEqual(body.data.order_tracking)
})

test("another member's order and guessed ids answer the same 404 as a missing one", async () => {
  const theirs = await trackingOf(other.token, first.id)
  expect(theirs.status).toBe(404)
  expect(theirs.body.error.message).toBe(ORDER_MESSAGES.orderNotFound)
  const guessed = await trackingOf(buyer.token, first.id + 1000)
  expect(guessed.status).toBe(404)
  expect(guessed.body.error.message).toBe(ORDER_MESSAGES.orderNotFound)
  expect((await trackingOf(null, first.id)).status).toBe(401)
})

test('a malformed order id is a readable 400', async () => {
  for (const id of ['abc', '-1', '1.5', '99999999999999', "1' or '1'='1"]) {
    const { status, body } = await trackingOf(buyer.token, id)
    expect(status).toBe(400)
    expect(body.error.message).toBeTruthy()
  }
})

test("a deleted member's orders stay as a guest's and are no longer listed to anyone", async () => {
  await t.db.execute(sql`update orders set user_id = null where id = ${second.id}`)
  const { body } = await ordersOf(buyer.token)
  expect(body.data.user_orders.map((order) => order.id)).toEqual([first.id])
})
