import { orderNumber } from '@store/contract/orders'
import { decodeQris } from '../../apps/api/src/services/payment/qris/decode'
import { whileOrdersAreQuiet } from './checkout-fixtures'
import { expect, test } from './fixtures'
import { expectAccessible, newShopper, signUp } from './members'
import { ordersOf, placeCourierOrder, tokenOf } from './orders'
import { openPaymentPage } from './payment-form'
import { scanQrCode } from './qris-scan'

test.describe.configure({ timeout: 180_000 })

test('a member pays by QRIS: the code reads as the amount to KAINARA, the wallet app pays it, and the order is paid', async ({
  page,
  context,
  request,
}) => {
  await signUp(page, newShopper())
  const token = await tokenOf(page)
  const bill = await whileOrdersAreQuiet(async () => {
    // Further down the newest list than the other journeys that hold stock.
    const placed = await placeCourierOrder(request, token, undefined, 20)
    const { payment_url: action, ...values } = placed
    await openPaymentPage(page, action, values)
    await page.getByRole('radio', { name: /^QRIS/ }).check()
    await page.getByRole('button', { name: /^Pay IDR/ }).click()
    return placed
  })

  await expect(page.getByRole('heading', { name: 'Scan to pay with QRIS' })).toBeVisible()
  await expect(page.getByText(/Pay before .* WIB/)).toBeVisible()
  await expect(page.getByRole('timer')).toHaveText(/^\d+:\d{2}:\d{2}$/)
  const code = page.getByRole('img', { name: /^QRIS code: IDR [\d.]+ to KAINARA$/ })
  const scanned = await scanQrCode(code)
  const reading = decodeQris(scanned)
  expect(reading).toMatchObject({
    ok: true,
    qris: { amount: Number(bill.bill_total), merchantName: 'KAINARA', billNo: bill.order_id },
  })
  await expectAccessible(page)

  // While it waits, My Orders shows the same code again.
  const [order] = await ordersOf(request, token)
  if (!order) throw new Error('the order is not listed')
  const orders = await context.newPage()
  await orders.goto('/account/orders')
  const card = orders
    .getByRole('listitem')
    .filter({ hasText: `ORDER #${orderNumber(order.trx_ref)}` })
  await card.getByRole('button', { name: /View details/i }).click()
  const guide = orders
    .getByRole('dialog', { name: `ORDER #${orderNumber(order.trx_ref)}` })
    .getByRole('region', { name: 'How to pay' })
  await expect(guide).toContainText('QRIS')
  await expect(guide).toContainText('Scan the code above with any bank or e-wallet app')
  expect(await scanQrCode(guide.getByRole('img', { name: /^QRIS code to scan/ }))).toBe(scanned)
  await expectAccessible(orders)
  await orders.close()

  // The shopper's phone scans the code and pays.
  const wallet = await context.newPage()
  await wallet.goto(`/payment-sandbox/wallet-app?qr=${encodeURIComponent(scanned)}`)
  await expect(wallet.getByTestId('wallet-merchant')).toHaveText('KAINARA')
  await expect(wallet.getByTestId('wallet-amount')).toHaveText(/^IDR [\d.]+$/)
  await expectAccessible(wallet)
  await whileOrdersAreQuiet(async () => {
    await wallet.getByRole('button', { name: /^Pay IDR/ }).click()
    await expect(wallet.getByRole('heading', { name: 'Payment sent' })).toBeVisible()
    // The waiting page notices and returns to the shop, as the other channels do.
    await page.waitForURL(/\/payment\/response\?/, { timeout: 30_000 })
  })
  await expect(page.getByText('Thank you for shopping!', { exact: true })).toBeVisible()
  await expectAccessible(page)

  await page.goto('/account/orders')
  const paid = page
    .getByRole('listitem')
    .filter({ hasText: `ORDER #${orderNumber(order.trx_ref)}` })
  // Paid, or already moved on by the fulfilment job: either way no longer waiting.
  await expect(paid).toContainText(/Paid|Processed/)
  await paid.getByRole('button', { name: /View details/i }).click()
  const detail = page.getByRole('dialog', { name: `ORDER #${orderNumber(order.trx_ref)}` })
  await expect(detail).toContainText('QRIS')
  await expect(detail.getByRole('region', { name: 'How to pay' })).toHaveCount(0)
})
