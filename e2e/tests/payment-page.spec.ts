import { openPaymentPage } from './payment-form'
import { expectAccessible } from './accessibility'
import type { APIRequestContext, Page } from '@playwright/test'
import { buildPaymentData } from '../../apps/api/src/services/payment/payment-data'
import { expect, test } from './fixtures'
import { E2E_OPERATOR_TOKEN } from '../playwright.config'
import { storePaymentConfig } from './payment-secret'

/** The store's time: other journeys move its clock, and the page judges a bill's due date by it. */
async function storeNow(request: APIRequestContext): Promise<Date> {
  const answer = await request.get('/api/operator/clock', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  })
  expect(answer.ok()).toBe(true)
  return new Date(((await answer.json()) as { data: { now: string } }).data.now)
}

/** Does what the checkout's hidden form does: posts the signed payment data to payment_url. */
async function postPaymentForm(
  page: Page,
  request: APIRequestContext,
  origin: string,
  billNo: string,
) {
  const { payment_url: paymentUrl, ...fields } = buildPaymentData(
    {
      billNo,
      billRef: `ref-${billNo}`,
      createdAt: await storeNow(request),
      grandTotal: 1_250_000,
      description: 'KAINARA online order',
      customer: { number: '42', name: 'Dewi Lestari', email: 'dewi@example.co.id' },
      lines: [
        { name: 'Kemeja Batik Parang - Navy / L', qty: 2, unitPrice: 450_000 },
        { name: 'Tas Anyaman Rotan - Natural', qty: 1, unitPrice: 330_000 },
      ],
      shipping: { name: 'SiCepat REG (Regular)', cost: 20_000 },
      channels: storePaymentConfig().channels.map((channel) => channel.uid),
    },
    { config: storePaymentConfig(), storeOrigin: origin },
  )
  await openPaymentPage(page, paymentUrl, fields)
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible()
}

const billNumber = (name: string) => `KN-E2E-${name}-${Date.now()}`

test('a shopper pays on the built-in page from the keyboard and returns to the store, signed', async ({
  page,
  request,
  baseURL,
}) => {
  const billNo = billNumber('pay')
  await postPaymentForm(page, request, baseURL ?? '', billNo)
  await expect(page.getByText('IDR 1.250.000', { exact: true })).toBeVisible()
  await expect(page.getByText(/Pay before .* WIB/)).toBeVisible()
  await expectAccessible(page)

  // Tab reaches the first channel; arrows move within the group; Enter on Pay submits.
  const bca = page.getByRole('radio', { name: /BCA Virtual Account/ })
  while (!(await bca.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Space')
  await expect(bca).toBeChecked()
  // A virtual account waits for the bank; an e-wallet is paid here.
  const ovo = page.getByRole('radio', { name: /^OVO/ })
  while (!(await ovo.isChecked())) await page.keyboard.press('ArrowDown')
  await page.getByRole('button', { name: 'Pay IDR 1.250.000' }).focus()
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/payment\/response\?/)
  const query = new URL(page.url()).searchParams
  expect(query.get('bill_no')).toBe(billNo)
  expect(query.get('status')).toBe('2')
  expect(query.get('signature')).toMatch(/^[0-9a-f]{40}$/)

  // Back to the page: the bill is paid and cannot be paid twice.
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible()
})

test('a failed payment returns the shopper with the failed status, and a reload shows the bill again', async ({
  page,
  request,
  baseURL,
}) => {
  const billNo = billNumber('fail')
  await postPaymentForm(page, request, baseURL ?? '', billNo)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible()
  await page.getByRole('button', { name: 'Simulate a failed payment' }).click()
  await page.waitForURL(/\/payment\/response\?/)
  expect(new URL(page.url()).searchParams.get('status')).toBe('3')
})

test('a forged payment form is refused with a readable page that passes axe', async ({ page }) => {
  await page.goto('/payment-sandbox?merchant_id=99999&signature=forged')
  await expect(
    page.getByRole('heading', { name: 'This payment request is not valid' }),
  ).toBeVisible()
  await expectAccessible(page)
})
