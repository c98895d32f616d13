import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Order } from '@store/contract/orders'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi, signUpMember } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { statusSignature } from '../../services/payment'
import { virtualAccountNumber } from '../../services/payment/sandbox/virtual-account'
import { decodeQris } from '../../services/payment/qris/decode'
import { formBody, testPaymentConfig } from '../../test/payment'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { HUB_ID, stockAt } from '../checkout/checkout-fixtures'
import { payOrder, placeDeliveryOrder } from './order-fixtures'
import type { PlacedOrder } from './order-fixtures'

type MemberAnswer = { data: { user_orders: Order[] } }
type LinkAnswer = { data: { order: Order } }

let t: TestApp
let item: SizedProduct
let buyer: SignedUpMember
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  const [found] = await sizedProducts(t.db, 1)
  if (!found) throw new Error('no product')
  item = found
  await stockAt(t.db, item, { [HUB_ID]: 50 })
  buyer = await signUpMember(t.app)
})
afterAll(async () => t.close())

async function memberOrder(placed: PlacedOrder) {
  const answer = await callApi<MemberAnswer>(
    t.app,
    'GET',
    'user/orders',
    {},
    { token: buyer.token },
  )
  const order = answer.body.data.user_orders.find((one) => one.id === placed.id)
  if (!order) throw new Error('the order is not listed')
  return order
}

async function guestOrder(placed: PlacedOrder) {
  const key = t.app.orderLinks.keyFor(placed.trxRef)
  const answer = await callApi<LinkAnswer>(t.app, 'GET', 'order-link', { ref: placed.trxRef, key })
  return answer.body.data.order
}

/** The shopper picks a bank on the built-in page, which issues the number and pays nothing. */
async function chooseBank({ bill }: PlacedOrder, channel: string) {
  const fields: Record<string, string | string[]> = { ...bill, action: 'pay', channel }
  delete fields.payment_url
  const chosen = await t.app.inject({
    method: 'POST',
    url: '/payment-sandbox/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: formBody(fields),
  })
  expect(chosen.statusCode).toBe(303)
}

test('a waiting order offers its bill again and says when the hold ends, before a channel is chosen', async () => {
  const placed = await placeDeliveryOrder(t, item, buyer)
  const order = await memberOrder(placed)
  expect(order.payment_guide).toMatchObject({
    channel_kind: null,
    channel_name: null,
    pay_code: null,
    expires_at: order.payment_duedate,
    payment_data: { order_id: placed.bill.order_id, bill_total: placed.bill.bill_total },
  })
})

test("the guest's order shows the virtual account number the page issued, and the last bank chosen", async () => {
  const placed = await placeDeliveryOrder(t, item, null)
  await chooseBank(placed, '702')
  expect((await guestOrder(placed)).payment_guide).toMatchObject({
    channel_kind: 'va',
    channel_name: 'BCA Virtual Account',
    pay_code: virtualAccountNumber(placed.bill.order_id, '702'),
  })
  await chooseBank(placed, '802')
  expect((await guestOrder(placed)).payment_guide).toMatchObject({
    channel_name: 'Mandiri Virtual Account',
    pay_code: virtualAccountNumber(placed.bill.order_id, '802'),
  })
})

test("a QRIS order's guide shows the page's code again, which reads as its amount and bill", async () => {
  const placed = await placeDeliveryOrder(t, item, buyer)
  await chooseBank(placed, '711')
  const guide = (await memberOrder(placed)).payment_guide
  expect(guide).toMatchObject({ channel_kind: 'qris', channel_name: 'QRIS', pay_code: null })
  const image = guide?.qris_image ?? ''
  expect(image).toMatch(/^data:image\/svg\+xml;base64,/)
  const issued = await t.app.payment.findIssuedCode(t.db, placed.bill.order_id)
  const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString()
  expect(svg).toContain('<svg')
  expect(decodeQris(issued?.qrisPayload ?? '')).toMatchObject({
    ok: true,
    qris: { amount: Number(placed.bill.bill_total), billNo: placed.bill.order_id },
  })
})

test('without a number from the page, the guide follows the channel the provider reports in process', async () => {
  const placed = await placeDeliveryOrder(t, item, buyer)
  const { bill } = placed
  const pending = await callApi(t.app, 'POST', 'payment/notification', {
    request: 'Payment Notification',
    trx_id: `trx-${bill.order_id}`,
    merchant_id: bill.merchant_id,
    merchant: bill.merchant_name,
    bill_no: bill.order_id,
    payment_date: '2026-11-01 10:25:00',
    payment_status_code: '1',
    payment_status_desc: 'In Process',
    bill_total: bill.bill_total,
    payment_total: bill.bill_total,
    payment_channel_uid: '819',
    payment_channel: 'DANA',
    signature: statusSignature(testPaymentConfig, bill.order_id, '1'),
  })
  expect(pending.status).toBe(200)
  const order = await memberOrder(placed)
  expect(order.payment_in_process).toBe(true)
  expect(order.payment_guide).toMatchObject({
    channel_kind: 'ewallet',
    channel_name: 'DANA',
    pay_code: null,
  })
})

test('a paid order has no payment guide', async () => {
  const placed = await placeDeliveryOrder(t, item, buyer)
  await chooseBank(placed, '702')
  await payOrder(t, placed)
  const order = await memberOrder(placed)
  expect(order.trx_status).toBe('PAID')
  expect(order.payment_guide).toBeNull()
})

test('once the hold has run out the order offers no bill, even before the expiry job closes it', async () => {
  const placed = await placeDeliveryOrder(t, item, buyer)
  t.app.clock.advance(25 * 3600_000)
  const order = await memberOrder(placed)
  expect(order.trx_status).toBe('WAITING_PAYMENT')
  expect(order.payment_guide).toBeNull()
})
