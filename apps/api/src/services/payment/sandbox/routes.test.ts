import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PaymentReturnSchema } from '@store/contract/checkout-payment'
import { PaymentNotificationSchema } from '@store/contract/payment'
import { buildApp } from '../../../app'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { readEnv } from '../../../env'
import { buildPaymentData } from '../payment-data'
import { billableOrder } from '../test-config'
import { verifyNotification, verifyReturn } from '../verify'
import { startNotificationReceiver } from './test-receiver'
import { TEST_SANDBOX_SECRET, testPaymentConfig as config, formBody } from '../../../test/payment'

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
  receiver.received.length = 0
  receiver.answerWith('accept')
})

/** A fresh signed bill, as the checkout would hand it to the browser. */
function paymentForm(createdAt = new Date()) {
  billCount += 1
  const order = billableOrder({ billNo: `KN-TEST-${billCount}`, createdAt })
  const { payment_url: paymentUrl, ...fields } = buildPaymentData(order, {
    config,
    storeOrigin: 'http://127.0.0.1:3000',
  })
  return { paymentUrl, fields, bill: { billNo: order.billNo, grandTotal: order.grandTotal } }
}

const post = (url: string, fields: Record<string, string | string[]>, accept = 'text/html') =>
  store.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    payload: formBody(fields),
  })

/** What reached the store for one bill (a retry from another test's bill may arrive meanwhile). */
const notificationsFor = (billNo: string) =>
  receiver.received.filter((notification) => notification.bill_no === billNo)

const returned = (location: string | undefined) => {
  const url = new URL(location ?? 'http://missing')
  return { url, query: PaymentReturnSchema.parse(Object.fromEntries(url.searchParams)) }
}

describe('the built-in payment page', () => {
  test('takes the signed form and shows the bill at an address that survives a reload', async () => {
    const { paymentUrl, fields } = paymentForm()
    expect(paymentUrl).toBe('http://127.0.0.1:3000/payment-sandbox')
    const posted = await post('/payment-sandbox', fields)
    expect(posted.statusCode).toBe(303)
    const page = await store.app.inject({ method: 'GET', url: posted.headers.location ?? '' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self' https:/)
    for (const text of [
      'KAINARA',
      fields.order_id,
      'Kemeja Batik Parang',
      'IDR 1.250.000',
      'WIB',
      'BCA Virtual Account',
      'OVO',
      'Credit Card',
    ]) {
      expect(page.body).toContain(text)
    }
  })

  test('pays: one signed notification reaches the store, and the shopper returns with a verifiable query', async () => {
    const { fields, bill } = paymentForm()
    const paid = await post('/payment-sandbox/pay', { ...fields, action: 'pay', channel: '812' })
    expect(paid.statusCode).toBe(303)
    const { url, query } = returned(paid.headers.location)
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3000/payment/response')
    expect(verifyReturn(query, config, bill)).toEqual({ ok: true, status: '2' })
    expect(query.bank_user_name).toBe('Dewi Lestari')
    expect(notificationsFor(bill.billNo)).toHaveLength(1)
    const notification = PaymentNotificationSchema.parse(notificationsFor(bill.billNo)[0])
    expect(verifyNotification(notification, config, bill)).toEqual({ ok: true, status: '2' })
    expect(notification).toMatchObject({
      payment_status_desc: 'Payment Sukses',
      payment_channel: 'OVO',
      payment_channel_uid: '812',
      trx_id: query.trx_id,
    })
  })

  test('a double click on Pay sends one notification, and both clicks land on the same return', async () => {
    const { fields } = paymentForm()
    const press = () => post('/payment-sandbox/pay', { ...fields, action: 'pay', channel: '812' })
    const [first, second] = await Promise.all([press(), press()])
    expect(first.headers.location).toBe(second.headers.location)
    expect(notificationsFor(fields.order_id)).toHaveLength(1)
    const later = await press()
    expect(later.headers.location).toBe(first.headers.location)
    expect(notificationsFor(fields.order_id)).toHaveLength(1)
  })

  test('a bill paid through one instance is paid on every other: its page says so and Pay again sends nothing', async () => {
    const other = await buildApp({
      db: store.db,
      env: readEnv({
        WEB_DIST_DIR: '/nonexistent',
        ADMIN_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'silent',
        BACKGROUND_JOBS: 'off',
        PAYMENT_NOTIFICATION_URL: receiver.url,
        PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET,
      }),
      databaseKind: store.kind,
    })
    try {
      const { fields } = paymentForm()
      const paid = await post('/payment-sandbox/pay', { ...fields, action: 'pay', channel: '812' })
      const page = await other.inject({
        method: 'GET',
        url: `/payment-sandbox?${new URLSearchParams(fields).toString()}`,
      })
      expect(page.body).toContain('Payment received')
      const again = await other.inject({
        method: 'POST',
        url: '/payment-sandbox/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...fields, action: 'pay', channel: '812' }).toString(),
      })
      expect(again.headers.location).toBe(paid.headers.location)
      expect(notificationsFor(fields.order_id)).toHaveLength(1)
    } finally {
      await other.close()
    }
  })

  test('a failed payment can be tried again; a cancelled bill stays cancelled', async () => {
    const { fields, bill } = paymentForm()
    const failed = await post('/payment-sandbox/pay', { ...fields, action: 'fail' })
    expect(verifyReturn(returned(failed.headers.location).query, config, bill)).toEqual({
      ok: true,
      status: '3',
    })
    const paid = await post('/payment-sandbox/pay', { ...fields, action: 'pay', channel: '500' })
    expect(returned(paid.headers.location).query.status).toBe('2')
    expect(notificationsFor(bill.billNo).map((n) => n.payment_status_code)).toEqual(['3', '2'])

    const other = paymentForm()
    await post('/payment-sandbox/pay', { ...other.fields, action: 'cancel' })
    const afterCancel = await post('/payment-sandbox/pay', {
      ...other.fields,
      action: 'pay',
      channel: '812',
    })
    expect(returned(afterCancel.headers.location).query.status).toBe('8')
    expect(notificationsFor(other.bill.billNo).map((n) => n.payment_status_code)).toEqual(['8'])
    const page = await store.app.inject({
      method: 'GET',
      url: `/payment-sandbox?${new URLSearchParams(other.fields).toString()}`,
    })
    expect(page.body).toContain('Payment cancelled')
  })

  test('will not take payment for an expired bill, and returns the shopper with status 7', async () => {
    const { fields, bill } = paymentForm(new Date(Date.now() - 25 * 60 * 60 * 1000))
    const query = new URLSearchParams(fields).toString()
    const page = await store.app.inject({ method: 'GET', url: `/payment-sandbox?${query}` })
    expect(page.body).toContain('This bill has expired')
    const href = /href="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&')
    expect(verifyReturn(returned(href).query, config, bill)).toEqual({ ok: true, status: '7' })
    const paid = await post('/payment-sandbox/pay', { ...fields, action: 'pay', channel: '812' })
    expect(paid.statusCode).toBe(200)
    expect(paid.body).toContain('This bill has expired')
    expect(notificationsFor(bill.billNo)).toHaveLength(0)
  })

  test('asks for a payment method when Pay is pressed without one', async () => {
    const { fields } = paymentForm()
    const response = await post('/payment-sandbox/pay', { ...fields, action: 'pay' })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('Choose a payment method.')
    expect(notificationsFor(fields.order_id)).toHaveLength(0)
  })

  test('still returns the shopper when the store does not answer, and retries the notification', async () => {
    receiver.answerWith('fail')
    const { fields } = paymentForm()
    const paid = await post('/payment-sandbox/pay', { ...fields, action: 'pay', channel: '812' })
    expect(paid.statusCode).toBe(303)
    expect(notificationsFor(fields.order_id)).toHaveLength(1)
  })
})

describe('the built-in payment page refuses', () => {
  test('a forged or altered form with a readable 400, as a page or as JSON', async () => {
    const { fields } = paymentForm()
    const cheaper = await post('/payment-sandbox', { ...fields, bill_total: '1000' })
    expect(cheaper.statusCode).toBe(400)
    expect(cheaper.body).toContain('The payment request&#39;s signature does not match.')
    const forged = await post(
      '/payment-sandbox/pay',
      { ...fields, signature: 'f'.repeat(40), action: 'pay', channel: '812' },
      'application/json',
    )
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toEqual({
      error: { message: "The payment request's signature does not match." },
    })
    expect(notificationsFor(fields.order_id)).toHaveLength(0)
  })

  test('missing, malformed, oversized and hostile input without a 500', async () => {
    const { fields } = paymentForm()
    const withoutProducts = Object.fromEntries(
      Object.entries(fields).filter(([key]) => key !== 'products'),
    )
    const cases = [
      await post('/payment-sandbox', withoutProducts, 'application/json'),
      await post(
        '/payment-sandbox',
        { ...fields, return_url: 'javascript:alert(1)' },
        'application/json',
      ),
      await post('/payment-sandbox/pay', { ...fields, action: 'refund' }, 'application/json'),
      await post(
        '/payment-sandbox',
        { ...fields, custName: 'x'.repeat(70_000) },
        'application/json',
      ),
      await store.app.inject({
        method: 'POST',
        url: '/payment-sandbox',
        payload: { merchant_id: ['1'] },
      }),
      await store.app.inject({
        method: 'POST',
        url: '/payment-sandbox',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '%%%',
      }),
      await store.app.inject({
        method: 'GET',
        url: '/payment-sandbox?merchant_id=1&merchant_id=2',
      }),
    ]
    for (const response of cases) {
      expect(response.statusCode).toBe(400)
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/\w/)
    }
  })
})
