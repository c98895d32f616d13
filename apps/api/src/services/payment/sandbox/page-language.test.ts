import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { buildPaymentData } from '../payment-data'
import { billableOrder } from '../test-config'
import { startNotificationReceiver } from './test-receiver'
import { testPaymentConfig as config } from '../../../test/payment'
import type { Locale } from '@store/contract/locale'
import type { PaymentData } from '@store/contract/checkout-payment'
import { PAYMENT_CHANNEL_LIST } from '../channels'

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

/** A signed bill for an order placed in `language`, as the checkout hands it to the browser. */
function paymentForm(language: Locale, createdAt = new Date()) {
  billCount += 1
  const order = billableOrder({ billNo: `KN-LANG-${billCount}`, createdAt, language })
  const data: Partial<PaymentData> = buildPaymentData(order, {
    config,
    storeOrigin: 'http://127.0.0.1:3000',
  })
  delete data.payment_url
  return data as Record<string, string>
}

const post = (url: string, fields: Record<string, string>) =>
  store.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  })

async function billPage(fields: Record<string, string>) {
  const posted = await post('/payment-sandbox', fields)
  return (await store.app.inject({ method: 'GET', url: posted.headers.location ?? '' })).body
}

test('an order placed in Bahasa returns to the shop under /id, and its payment page speaks Bahasa', async () => {
  const fields = paymentForm('id')
  expect(fields.return_url).toBe('http://127.0.0.1:3000/id/payment/response')
  const page = await billPage(fields)
  expect(page).toContain('<html lang="id">')
  for (const text of [
    'Ringkasan Pesanan',
    'Pilih Metode Pembayaran',
    'Bayar Rp 1.250.000',
    'Rp 900.000',
    'Kartu Kredit',
    'Konfirmasi di aplikasi OVO',
    'Mode uji coba.',
  ])
    expect(page).toContain(text)
  expect(page).toMatch(
    /Bayar sebelum <strong>\d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d{2}\.\d{2} WIB<\/strong> atau pesanan dibatalkan\./,
  )
  expect(page).not.toMatch(/IDR|Order summary|Choose how to pay|Secure checkout|Credit Card/)
})

test('an English order keeps the English page, its return address and the provider-style texts', async () => {
  const fields = paymentForm('en')
  expect(fields.return_url).toBe('http://127.0.0.1:3000/payment/response')
  const page = await billPage(fields)
  expect(page).toContain('<html lang="en">')
  for (const text of [
    'Order summary',
    'Pay IDR 1.250.000',
    'Credit Card',
    'Confirm in the OVO app',
  ])
    expect(page).toContain(text)
  expect(page).toMatch(
    /Pay before <strong>\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2} WIB<\/strong> or the order is released\./,
  )
})

test('a Bahasa shopper who presses Bayar without a method, then pays, reads Bahasa and returns under /id', async () => {
  const fields = paymentForm('id')
  const unchosen = await post('/payment-sandbox/pay', { ...fields, action: 'pay' })
  expect(unchosen.statusCode).toBe(400)
  expect(unchosen.body).toContain('Pilih metode pembayaran.')
  const paid = await post('/payment-sandbox/pay', { ...fields, action: 'pay', channel: '812' })
  expect(paid.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:3000\/id\/payment\/response\?/)
  const again = await billPage(fields)
  expect(again).toContain('Pembayaran diterima')
  expect(again).toContain(`Tagihan ${fields.order_id} dari KAINARA sudah dibayar.`)
  expect(again).toContain('Kembali ke KAINARA')
})

test("a Bahasa order's expired bill says so in Bahasa with the Indonesian date", async () => {
  const fields = paymentForm('id', new Date('2026-01-02T03:00:00Z'))
  const page = await billPage(fields)
  expect(page).toContain('Tagihan ini sudah kedaluwarsa')
  expect(page).toContain('jatuh tempo pada 3 Jan 2026 10.00 WIB')
})

test('the page offers every channel on the list, grouped by kind, with words in both languages', async () => {
  const english = await billPage(paymentForm('en'))
  const bahasa = await billPage(paymentForm('id'))
  for (const channel of PAYMENT_CHANNEL_LIST) {
    expect(english).toContain(`name="channel" value="${channel.uid}"`)
    expect(bahasa).toContain(`name="channel" value="${channel.uid}"`)
  }
  for (const text of [
    'QRIS',
    'Pay later',
    'Convenience store',
    'Pay at the cashier of any Indomaret store',
  ])
    expect(english).toContain(text)
  for (const text of [
    'Bayar nanti',
    'Minimarket',
    'Bayar di kasir gerai Alfamart mana pun',
    'Konfirmasi di aplikasi DANA',
  ])
    expect(bahasa).toContain(text)
})
