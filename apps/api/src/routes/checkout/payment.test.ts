import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { PaymentData } from '@store/contract/checkout-payment'
import { MESSAGES } from '@store/contract/messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { postJson } from '../../test/inject'
import { queryRows } from '../../test/sql'
import { PAYMENT_CHECK_MESSAGES, statusSignature } from '../../services/payment'
import { testPaymentConfig as config } from '../../test/payment'
import { notification } from './payment-fixtures'
import { cartCalls, newDevice, sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { HUB_ID, SHOWROOM_ID, heldAt, stockAt } from './checkout-fixtures'
import { signUpMember } from '../../test/members'
import { memberDeliveryOrder } from '../../test/orders'

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
  const device = newDevice()
  await cartCalls(t.app).add(device, item, 1)
  const { body } = await postJson<{ data: { payment_data: PaymentData } }>(t.app, 'checkout-trx', {
    local_device_id: device,
    shipping_type: 'PICKUP_ON_STORE',
    address_recipient_name: 'Dewi Lestari',
    address_recipient_phone: '0812 1111 2222',
    showroom_id: SHOWROOM_ID,
    guest_email: 'pay@example.co.id',
  })
  return body.data.payment_data
}

const stateOf = async (bill: PaymentData) =>
  (
    await queryRows<{
      status: string
      paid_at: Date | null
      payment_status_desc: string | null
      payment_channel: string | null
    }>(
      t.db,
      sql`select status, paid_at, payment_status_desc, payment_channel from orders where trx_no = ${bill.order_id}`,
    )
  )[0]

test('a signed success marks the order paid once; a repeat answers 14 and changes nothing', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  const bill = await newOrder()
  const first = await postJson(t.app, 'payment/notification', notification(bill, '2'))
  expect(first.status).toBe(200)
  expect(first.body).toMatchObject({ response_code: '00', bill_no: bill.order_id })
  const paid = await stateOf(bill)
  expect(paid).toMatchObject({
    status: 'PAID',
    payment_status_desc: 'Payment Sukses',
    payment_channel: 'Permata Virtual Account',
  })
  const again = await postJson(
    t.app,
    'payment/notification',
    notification(bill, '2', { payment_channel: 'Other' }),
  )
  expect(again.body).toMatchObject({ response_code: '14' })
  expect(await stateOf(bill)).toEqual(paid)
})

test('a forged signature, another amount or an unknown bill changes nothing', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  const bill = await newOrder()
  const forged = await postJson(
    t.app,
    'payment/notification',
    notification(bill, '2', { signature: 'a'.repeat(40) }),
  )
  expect(forged.status).toBe(400)
  expect(forged.body).toMatchObject({ error: { message: PAYMENT_CHECK_MESSAGES.signature } })
  const cheaper = await postJson(
    t.app,
    'payment/notification',
    notification(bill, '2', { bill_total: '1000' }),
  )
  expect(cheaper.body).toMatchObject({ error: { message: PAYMENT_CHECK_MESSAGES.amount } })
  const unknown = await postJson(
    t.app,
    'payment/notification',
    notification(bill, '2', { bill_no: 'KN0000' }),
  )
  expect(unknown.status).toBe(400)
  expect((await stateOf(bill))?.status).toBe('WAITING_PAYMENT')
})

test('a cancelled payment closes the order and puts its stock back, once', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  const bill = await newOrder()
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(4)
  await postJson(t.app, 'payment/notification', notification(bill, '8'))
  await postJson(t.app, 'payment/notification', notification(bill, '8'))
  expect((await stateOf(bill))?.status).toBe('CANCELLED')
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(5)
})

test('a failed attempt leaves the order waiting so the shopper can pay again', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  const bill = await newOrder()
  await postJson(t.app, 'payment/notification', notification(bill, '3'))
  expect(await stateOf(bill)).toMatchObject({
    status: 'WAITING_PAYMENT',
    payment_status_desc: 'Payment Gagal',
  })
  await postJson(t.app, 'payment/notification', notification(bill, '2'))
  expect((await stateOf(bill))?.status).toBe('PAID')
})

test('the return is verified and answers the order status, never marking it paid itself', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  const bill = await newOrder()
  const back = {
    merchant_id: bill.merchant_id,
    bill_no: bill.order_id,
    bill_total: bill.bill_total,
    status: '2',
    signature: statusSignature(config, bill.order_id, '2'),
  }
  const early = await postJson<{ data: { trx_status: string } }>(t.app, 'checkout-payment', back)
  expect(early.body.data.trx_status).toBe('WAITING_PAYMENT')
  expect((await stateOf(bill))?.status).toBe('WAITING_PAYMENT')
  await postJson(t.app, 'payment/notification', notification(bill, '2'))
  const late = await postJson<{ data: { trx_ref: string; order_path: string } }>(
    t.app,
    'checkout-payment',
    back,
  )
  expect(late.body).toEqual({
    data: {
      trx_status: 'PAID',
      message: MESSAGES.thankYouGuest,
      trx_ref: expect.stringMatching(/^[2-9A-Z]{8}-\d{8}$/) as string,
      pickup: true,
      order_path: expect.stringMatching(/^\/order\/[^?]+\?key=[\w-]{43}$/) as string,
    },
  })
  const forged = await postJson(t.app, 'checkout-payment', { ...back, status: '3' })
  expect(forged.status).toBe(400)
})

test('after paying, a guest is given the signed link of the order and a member none', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5, [HUB_ID]: 5 })
  const returnOf = (bill: PaymentData) => ({
    merchant_id: bill.merchant_id,
    bill_no: bill.order_id,
    status: '2',
    signature: statusSignature(config, bill.order_id, '2'),
  })
  type Back = { data: { trx_ref: string; pickup: boolean; order_path: string | null } }
  const guestBill = await newOrder()
  await postJson(t.app, 'payment/notification', notification(guestBill, '2'))
  const guest = (await postJson<Back>(t.app, 'checkout-payment', returnOf(guestBill))).body.data
  const link = new URL(guest.order_path ?? '', 'http://shop')
  const opened = await t.app.inject({
    method: 'GET',
    url: `/api/order-link?ref=${encodeURIComponent(guest.trx_ref)}&key=${link.searchParams.get('key') ?? ''}`,
  })
  expect(opened.statusCode).toBe(200)
  expect(opened.json<{ data: { order: { trx_ref: string } } }>().data.order.trx_ref).toBe(
    guest.trx_ref,
  )

  const memberBill = await memberDeliveryOrder(t, item, await signUpMember(t.app))
  const member = (await postJson<Back>(t.app, 'checkout-payment', returnOf(memberBill))).body.data
  expect(member).toMatchObject({ pickup: false, order_path: null })
})
