import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { PaymentNotificationSchema } from '@store/contract/payment'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { testPaymentConfig as config } from '../../../test/payment'
import { buildPaymentData } from '../payment-data'
import { billableOrder } from '../test-config'
import { verifyNotification } from '../verify'
import { startNotificationReceiver } from './test-receiver'
import { virtualAccountNumber } from './virtual-account'
import { issueVirtualAccount } from './virtual-account.repository'
import type { BillFields } from './bill-form'

let store: TestApp
let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>
let billCount = 0

beforeAll(async () => {
  receiver = await startNotificationReceiver()
  store = await createTestApp({ PAYMENT_NOTIFICATION_URL: receiver.url })
})
afterAll(async () => {
  await store.close()
  await receiver.close()
})
beforeEach(() => {
  receiver.answerWith('accept')
})

function paymentForm(createdAt = new Date()) {
  billCount += 1
  const order = billableOrder({ billNo: `KN-VA-${billCount}-${Date.now()}`, createdAt })
  const data: Partial<ReturnType<typeof buildPaymentData>> = buildPaymentData(order, {
    config,
    storeOrigin: 'http://127.0.0.1:3000',
  })
  delete data.payment_url
  return { fields: data as BillFields, order }
}

const post = (url: string, fields: Record<string, string>) =>
  store.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  })
const get = (url: string) =>
  store.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
const notificationsFor = (billNo: string) =>
  receiver.received.filter((notification) => notification.bill_no === billNo)

async function chooseBca(fields: BillFields) {
  const chosen = await post('/payment-sandbox/pay', { ...fields, action: 'pay', channel: '702' })
  expect(chosen.statusCode).toBe(303)
  return chosen.headers.location ?? ''
}

test('choosing a virtual account shows its number, the amount and the steps, and pays nothing', async () => {
  const { fields } = paymentForm()
  const number = virtualAccountNumber(fields.order_id, '702')
  expect(number).toMatch(/^702\d{13}$/)
  expect(virtualAccountNumber(fields.order_id, '802')).not.toBe(number)
  const waiting = await chooseBca(fields)
  expect(waiting).toBe(`/payment-sandbox/va?number=${number}`)
  // Choosing it again (back button, second tab) gives the same number.
  expect(await chooseBca(fields)).toBe(waiting)
  const page = (await get(waiting)).body
  for (const text of [
    'Transfer to your virtual account',
    number.replace(/(\d{4})(?=\d)/g, '$1 '),
    `data-copy="${number}"`,
    'IDR 1.250.000',
    'Open BCA mobile banking or internet banking, or go to an ATM.',
    'Waiting for your transfer.',
  ])
    expect(page).toContain(text)
  expect(page).toMatch(/Pay before .* WIB/)
  expect(notificationsFor(fields.order_id)).toEqual([])
})

test('the bank app pays the typed number once, with the notification the channel would send', async () => {
  const { fields, order } = paymentForm()
  await chooseBca(fields)
  const number = virtualAccountNumber(fields.order_id, '702')
  const typed = number.replace(/(\d{4})(?=\d)/g, '$1 ')
  const found = await post('/payment-sandbox/bank-app?lang=en', {
    va_number: typed,
    action: 'find',
  })
  expect(found.statusCode).toBe(200)
  expect(found.body).toContain('Transfer IDR 1.250.000')
  expect(found.body).toContain(`bill ${fields.order_id}`)
  expect(notificationsFor(fields.order_id)).toEqual([])

  const paid = await post('/payment-sandbox/bank-app?lang=en', { va_number: number, action: 'pay' })
  expect(paid.body).toContain('Transfer sent')
  const [sent, ...more] = notificationsFor(fields.order_id)
  expect(more).toEqual([])
  expect(sent).toMatchObject({ payment_status_code: '2', payment_channel_uid: '702' })
  const check = verifyNotification(PaymentNotificationSchema.parse(sent), config, {
    billNo: order.billNo,
    grandTotal: order.grandTotal,
  })
  expect(check).toEqual({ ok: true, status: '2' })

  // A second transfer of the same number is refused by the bill's state, not sent again.
  const again = await post('/payment-sandbox/bank-app?lang=en', {
    va_number: number,
    action: 'pay',
  })
  expect(again.body).toContain('Payment received')
  expect(notificationsFor(fields.order_id)).toHaveLength(1)
  expect((await get(`/payment-sandbox/va?number=${number}`)).body).toContain('is paid')
})

test('a number no bill has, or a hostile one, is a readable 400 in the bank app', async () => {
  for (const typed of ['7020000000000000', '12', '<script>', '']) {
    const answer = await post('/payment-sandbox/bank-app?lang=id', {
      va_number: typed,
      action: 'pay',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toContain('Tidak ada tagihan dengan nomor virtual account ini.')
    expect(answer.body).not.toContain('<script>')
  }
  expect((await get('/payment-sandbox/va?number=nothing')).statusCode).toBe(400)
})

test('an expired bill cannot be paid from the bank app', async () => {
  const { fields } = paymentForm(new Date(Date.now() - 25 * 3600_000))
  const vaNumber = virtualAccountNumber(fields.order_id, '702')
  await issueVirtualAccount(store.db, { vaNumber, channelUid: '702', fields })
  const answer = await post('/payment-sandbox/bank-app', { va_number: vaNumber, action: 'pay' })
  expect(answer.body).toContain('This bill has expired')
  expect(notificationsFor(fields.order_id)).toEqual([])
})
