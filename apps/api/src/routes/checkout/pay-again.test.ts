import { afterAll, beforeAll, expect, test } from 'vitest'
import type { PaymentData } from '@store/contract/checkout-payment'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { postJson } from '../../test/inject'
import { OPERATOR_TOKEN, callOperator } from '../../test/operator'
import { statusSignature } from '../../services/payment'
import { testPaymentConfig as config } from '../../test/payment'
import { cartCalls, newDevice, sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { SHOWROOM_ID, stockAt } from './checkout-fixtures'

type Confirmation = { data: { trx_status: string; message: string; payment_data?: PaymentData } }

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN, CLOCK_SHIFT: 'on' })
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
    address_recipient_name: 'Dewi Lestari',
    address_recipient_phone: '0812 1111 2222',
    showroom_id: SHOWROOM_ID,
    guest_email: 'again@example.co.id',
  })
  return body.data.payment_data
}

const signed = (bill: PaymentData, status: string) => ({
  merchant_id: bill.merchant_id,
  bill_no: bill.order_id,
  bill_total: bill.bill_total,
  status,
  signature: statusSignature(config, bill.order_id, status),
})

const notify = (bill: PaymentData, status: string) =>
  postJson(t.app, 'payment/notification', {
    request: 'Payment Notification',
    trx_id: `trx-${bill.order_id}`,
    merchant_id: bill.merchant_id,
    merchant: bill.merchant_name,
    bill_no: bill.order_id,
    payment_status_code: status,
    bill_total: bill.bill_total,
    payment_total: bill.bill_total,
    signature: statusSignature(config, bill.order_id, status),
  })

const confirm = (bill: PaymentData, status: string) =>
  postJson<Confirmation>(t.app, 'checkout-payment', signed(bill, status))

test('a shopper back from a failed attempt is given the same bill to pay again, as often as asked', async () => {
  const bill = await newOrder()
  await notify(bill, '3')
  const first = await confirm(bill, '3')
  expect(first.status).toBe(200)
  expect(first.body.data.trx_status).toBe('WAITING_PAYMENT')
  expect(first.body.data.payment_data).toEqual(bill)
  const again = await confirm(bill, '3')
  expect(again.body).toEqual(first.body)
})

test('a successful return, a paid order or a cancelled one is never offered a bill', async () => {
  const bill = await newOrder()
  const onItsWay = await confirm(bill, '2')
  expect(onItsWay.body.data).toMatchObject({ trx_status: 'WAITING_PAYMENT' })
  expect(onItsWay.body.data.payment_data).toBeUndefined()
  await notify(bill, '2')
  expect((await confirm(bill, '3')).body.data.payment_data).toBeUndefined()

  const cancelled = await newOrder()
  await notify(cancelled, '8')
  const answer = await confirm(cancelled, '8')
  expect(answer.body.data).toMatchObject({
    trx_status: 'CANCELLED',
    message: 'This order has been cancelled.',
  })
  expect(answer.body.data.payment_data).toBeUndefined()
})

test('once the 1x24 hour hold has passed the bill is no longer offered, even before the job runs', async () => {
  const bill = await newOrder()
  expect((await confirm(bill, '3')).body.data.payment_data?.order_id).toBe(bill.order_id)
  const moved = await callOperator(t.app, 'POST', 'clock', { minutes: 24 * 60 + 1 })
  expect(moved.status).toBe(200)
  expect((await confirm(bill, '3')).body.data.payment_data).toBeUndefined()
})

test('a forged return is refused and offers nothing', async () => {
  const bill = await newOrder()
  const forged = await postJson<{ error: { message: string } }>(t.app, 'checkout-payment', {
    ...signed(bill, '3'),
    signature: 'b'.repeat(40),
  })
  expect(forged.status).toBe(400)
  expect(JSON.stringify(forged.body)).not.toContain('payment_url')
})
