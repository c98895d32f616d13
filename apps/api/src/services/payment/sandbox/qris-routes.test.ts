import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { PaymentNotificationSchema } from '@store/contract/payment'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { testPaymentConfig as config } from '../../../test/payment'
import { buildPaymentData } from '../payment-data'
import { decodeQris } from '../qris/decode'
import { crc16 } from '../qris/payload'
import { billableOrder } from '../test-config'
import { verifyNotification } from '../verify'
import type { BillFields } from './bill-form'
import { qrisReference } from './qris'
import { startNotificationReceiver } from './test-receiver'
import { issueVirtualAccount } from './virtual-account.repository'

let store: TestApp
let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>
let billCount = 0

beforeAll(async () => {
  receiver = await startNotificationReceiver()
  store = await createTestApp({
    PAYMENT_NOTIFICATION_URL: receiver.url,
    QRIS_MERCHANT_CITY: 'BANDUNG',
  })
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
  const order = billableOrder({ billNo: `KN-QR-${billCount}-${Date.now()}`, createdAt })
  const data: Partial<ReturnType<typeof buildPaymentData>> = buildPaymentData(order, {
    config,
    storeOrigin: 'http://127.0.0.1:3000',
  })
  delete data.payment_url
  return { fields: data as BillFields, order }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const post = (url: string, fields: Record<string, string>) =>
  store.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: form(fields),
  })
const get = (url: string, accept = 'text/html') =>
  store.app.inject({ method: 'GET', url, headers: { accept } })
const notificationsFor = (billNo: string) =>
  receiver.received.filter((notification) => notification.bill_no === billNo)

async function chooseQris(fields: BillFields) {
  const chosen = await post('/payment-sandbox/pay', { ...fields, action: 'pay', channel: '711' })
  expect(chosen.statusCode).toBe(303)
  return chosen.headers.location ?? ''
}

/** Reads the page's QR image as a phone's camera would: the pixels, through a QR reader. */
async function scanPage(page: string): Promise<string> {
  const image = /<img class="qris" src="data:image\/svg\+xml;base64,([^"]+)"/.exec(page)?.[1]
  expect(image).toBeDefined()
  const { data, info } = await sharp(Buffer.from(image ?? '', 'base64'))
    .resize(400)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height)
  expect(read).not.toBeNull()
  return read?.data ?? ''
}

test("choosing QRIS shows a code any reader decodes to the bill's amount and merchant, and pays nothing", async () => {
  const { fields } = paymentForm()
  const waiting = await chooseQris(fields)
  const reference = qrisReference(fields.order_id, '711')
  expect(waiting).toBe(`/payment-sandbox/qris?ref=${reference}`)
  expect(await chooseQris(fields)).toBe(waiting)
  const page = (await get(waiting)).body
  for (const text of ['Scan to pay with QRIS', 'IDR 1.250.000', 'role="timer"', 'Time left'])
    expect(page).toContain(text)
  expect(page).toMatch(/Pay before .* WIB/)
  expect(page).toMatch(/data-countdown="(8[0-9]{4})"/)

  const scanned = await scanPage(page)
  const reading = decodeQris(scanned)
  expect(reading).toMatchObject({
    ok: true,
    qris: {
      amount: 1_250_000,
      billNo: fields.order_id,
      merchantName: 'KAINARA',
      merchantCity: 'BANDUNG',
    },
  })
  expect(reading.ok && reading.qris.merchantId).toMatch(/^ID\d{13}$/)
  expect(notificationsFor(fields.order_id)).toEqual([])
  const status = await get(`/payment-sandbox/qris/status?ref=${reference}`, 'application/json')
  expect(status.json()).toEqual({ state: 'waiting', next: null })
})

test('the wallet app shows what the code says and pays it once, as the channel would notify', async () => {
  const { fields, order } = paymentForm()
  const page = (await get(await chooseQris(fields))).body
  const scanned = await scanPage(page)
  const opened = await get(`/payment-sandbox/wallet-app?lang=id&qr=${encodeURIComponent(scanned)}`)
  expect(opened.statusCode).toBe(200)
  expect(opened.body).toMatch(/Bayar Rp\s1\.250\.000/)
  expect(opened.body).toContain('KAINARA')
  expect(notificationsFor(fields.order_id)).toEqual([])

  const paid = await post('/payment-sandbox/wallet-app?lang=en', { qr: scanned, action: 'pay' })
  expect(paid.body).toContain('Payment sent')
  const again = await post('/payment-sandbox/wallet-app?lang=en', { qr: scanned, action: 'pay' })
  expect(again.body).toContain('Payment received')
  const [sent, ...more] = notificationsFor(fields.order_id)
  expect(more).toEqual([])
  expect(sent).toMatchObject({ payment_status_code: '2', payment_channel_uid: '711' })
  const check = verifyNotification(PaymentNotificationSchema.parse(sent), config, {
    billNo: order.billNo,
    grandTotal: order.grandTotal,
  })
  expect(check).toEqual({ ok: true, status: '2' })

  // The waiting page learns it and goes back to the shop as the other channels do.
  const reference = qrisReference(fields.order_id, '711')
  const status = await get(`/payment-sandbox/qris/status?ref=${reference}`, 'application/json')
  expect(status.json()).toMatchObject({ state: 'settled' })
  expect(status.json<{ next: string }>().next).toMatch(
    /^http:\/\/127\.0\.0\.1:3000\/payment\/response\?.*status=2/,
  )
  expect((await get(`/payment-sandbox/qris?ref=${reference}`)).body).toContain('is paid')
})

test('a code not read as QRIS, altered, unknown or hostile is a readable 400 in the wallet app', async () => {
  const { fields } = paymentForm()
  const scanned = await scanPage((await get(await chooseQris(fields))).body)
  const cheaper = scanned.replace('54071250000', '540510000').slice(0, -4)
  const forged = `${cheaper}${crc16(cheaper)}`
  const cases: Array<[string, string]> = [
    ['', 'This is not a code this app can read.'],
    ['<script>alert(1)</script>', 'This is not a code this app can read.'],
    [`${scanned.slice(0, -1)}0`, 'its check digits do not match'],
    [forged, 'No merchant is waiting for this payment.'],
    ['x'.repeat(5000), 'The code is too long to be a QRIS code.'],
  ]
  for (const [qr, message] of cases) {
    const answer = await post('/payment-sandbox/wallet-app', { qr, action: 'pay' })
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toContain(message)
    expect(answer.body).not.toContain('<script>alert')
  }
  expect(notificationsFor(fields.order_id)).toEqual([])
  for (const url of ['/payment-sandbox/qris?ref=nothing', '/payment-sandbox/qris/status?ref=%00']) {
    const answer = await get(url, 'application/json')
    expect(answer.statusCode).toBe(400)
    expect(answer.json<{ error: { message: string } }>().error.message).toMatch(/No merchant/)
  }
  // A QRIS reference is not a virtual account the bank app transfers to.
  const reference = qrisReference(fields.order_id, '711')
  const bank = await post('/payment-sandbox/bank-app', { va_number: reference, action: 'pay' })
  expect(bank.statusCode).toBe(400)
})

test('an expired QRIS says so on its page, to the wallet app and to the waiting page', async () => {
  const { fields } = paymentForm(new Date(Date.now() - 25 * 3600_000))
  const vaNumber = qrisReference(fields.order_id, '711')
  await issueVirtualAccount(store.db, { vaNumber, channelUid: '711', fields })
  const page = await get(`/payment-sandbox/qris?ref=${vaNumber}`)
  expect(page.body).toContain('This bill has expired')
  const status = await get(`/payment-sandbox/qris/status?ref=${vaNumber}`, 'application/json')
  expect(status.json()).toMatchObject({ state: 'expired' })
  const issued = await store.app.payment.findIssuedCode(store.db, fields.order_id)
  const answer = await post('/payment-sandbox/wallet-app', {
    qr: issued?.qrisPayload ?? '',
    action: 'pay',
  })
  expect(answer.body).toContain('This QRIS code has expired')
  expect(notificationsFor(fields.order_id)).toEqual([])
})

test('the store finds the QRIS a bill was given last, to show it again on the order page', async () => {
  const { fields } = paymentForm()
  await post('/payment-sandbox/pay', { ...fields, action: 'pay', channel: '702' })
  await chooseQris(fields)
  const issued = await store.app.payment.findIssuedCode(store.db, fields.order_id)
  expect(issued).toMatchObject({ channelUid: '711', code: qrisReference(fields.order_id, '711') })
  const reading = decodeQris(issued?.qrisPayload ?? '')
  expect(reading.ok && reading.qris).toMatchObject({ amount: 1_250_000, billNo: fields.order_id })
})
