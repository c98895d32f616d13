import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { PaymentData } from '@store/contract/checkout-payment'
import type { Order } from '@store/contract/orders'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { postJson } from '../../test/inject'
import { callApi } from '../../test/members'
import { queryRows } from '../../test/sql'
import { cartCalls, newDevice, sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { SHOWROOM_ID, heldAt, stockAt } from './checkout-fixtures'
import { notification } from './payment-fixtures'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

async function newOrder(): Promise<PaymentData> {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  const device = newDevice()
  await cartCalls(t.app).add(device, item, 1)
  const { body } = await postJson<{ data: { payment_data: PaymentData } }>(t.app, 'checkout-trx', {
    local_device_id: device,
    shipping_type: 'PICKUP_ON_STORE',
    showroom_id: SHOWROOM_ID,
    guest_email: 'statuses@example.co.id',
    address_recipient_name: 'Dewi Lestari',
    address_recipient_phone: '0812 1111 2222',
  })
  return body.data.payment_data
}

const notify = (bill: PaymentData, status: string, overrides: Record<string, string> = {}) =>
  postJson<{ response_code: string }>(
    t.app,
    'payment/notification',
    notification(bill, status, overrides),
  )

/** The order as its guest link shows it to the shopper. */
async function shopperView(bill: PaymentData): Promise<Order> {
  const ref = bill.order_reff
  const query = { ref, key: t.app.orderLinks.keyFor(ref) }
  const { body } = await callApi<{ data: { order: Order } }>(t.app, 'GET', 'order-link', query)
  return body.data.order
}

const codeOf = async (bill: PaymentData) =>
  (
    await queryRows<{ payment_status_code: string | null }>(
      t.db,
      sql`select payment_status_code from orders where trx_no = ${bill.order_id}`,
    )
  )[0]?.payment_status_code

test('in process keeps the order waiting and its page says the payment is being confirmed', async () => {
  const bill = await newOrder()
  const answer = await notify(bill, '1', { payment_status_desc: 'In Process' })
  expect(answer.body.response_code).toBe('00')
  expect(await shopperView(bill)).toMatchObject({
    trx_status: 'WAITING_PAYMENT',
    payment_in_process: true,
    payment_channel: 'Permata Virtual Account',
  })
  await notify(bill, '2', { payment_date: '2026-11-22 10:05:00' })
  expect(await shopperView(bill)).toMatchObject({ trx_status: 'PAID', payment_in_process: false })
})

test('a pending report after the success, even a repeated one, changes nothing', async () => {
  const bill = await newOrder()
  await notify(bill, '2')
  const paid = await shopperView(bill)
  for (const late of [notify(bill, '1'), notify(bill, '1'), notify(bill, '3'), notify(bill, '7')])
    expect((await late).status).toBe(200)
  expect(await shopperView(bill)).toEqual(paid)
  expect(await codeOf(bill)).toBe('2')
})

test('a pending report that arrives after the failure it preceded does not show it in process', async () => {
  const bill = await newOrder()
  await notify(bill, '3', { payment_date: '2026-11-22 10:07:00' })
  await notify(bill, '1', { payment_date: '2026-11-22 10:02:00' })
  expect(await codeOf(bill)).toBe('3')
  expect((await shopperView(bill)).payment_in_process).toBe(false)
  // A new attempt, dated later, is the one the page shows.
  await notify(bill, '1', { payment_date: '2026-11-22 10:30:00' })
  expect((await shopperView(bill)).payment_in_process).toBe(true)
})

test('a failed payment leaves the order payable while it is held', async () => {
  const bill = await newOrder()
  await notify(bill, '3')
  expect(await shopperView(bill)).toMatchObject({
    trx_status: 'WAITING_PAYMENT',
    payment_in_process: false,
  })
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(4)
})

test.each([
  ['7', 'EXPIRED'],
  ['8', 'CANCELLED'],
])(
  'status %s closes the order at once, before its hold runs out, and its stock goes back once',
  async (code, closed) => {
    const bill = await newOrder()
    expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(4)
    await notify(bill, code)
    await notify(bill, code)
    expect((await shopperView(bill)).trx_status).toBe(closed)
    expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(5)
    // A pending report arriving late does not reopen it.
    await notify(bill, '1', { payment_date: '2026-11-22 11:00:00' })
    expect(await shopperView(bill)).toMatchObject({ trx_status: closed, payment_in_process: false })
  },
)

test.each(['0', '5', '9'])(
  'status %s (unprocessed, no bill, unknown) is kept on the order, which stays payable',
  async (code) => {
    const bill = await newOrder()
    const answer = await notify(bill, code)
    expect(answer.body.response_code).toBe('00')
    expect(await codeOf(bill)).toBe(code)
    expect(await shopperView(bill)).toMatchObject({
      trx_status: 'WAITING_PAYMENT',
      payment_in_process: false,
    })
    await notify(bill, '2', { payment_date: '2026-11-22 10:05:00' })
    expect((await shopperView(bill)).trx_status).toBe('PAID')
  },
)

test('a channel the provider does not name is named from the channel list', async () => {
  const bill = await newOrder()
  const unnamed = notification(bill, '2', { payment_channel_uid: '819' })
  delete (unnamed as Partial<typeof unnamed>).payment_channel
  await postJson(t.app, 'payment/notification', unnamed)
  expect(await shopperView(bill)).toMatchObject({ trx_status: 'PAID', payment_channel: 'DANA' })
})
