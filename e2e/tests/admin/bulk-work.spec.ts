import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import type { PaymentData } from '../../../packages/contract/src/checkout-payment'
import { statusSignature } from '../../../apps/api/src/services/payment'
import { expectAccessible } from '../accessibility'
import { newShopper, signUp } from '../members'
import { placeCourierOrder, tokenOf } from '../orders'
import { storePaymentConfig } from '../payment-secret'
import { createStaff, signInToBackOffice } from './staff'

const TWENTY = 20

/** Pays a bill by the payment provider's signed notification, as its server sends it. */
async function payByNotification(request: APIRequestContext, bill: PaymentData) {
  const billNo = bill.order_id
  const paid = await request.post('/api/payment/notification', {
    data: {
      request: 'Payment Notification',
      trx_id: `trx-${billNo}`,
      merchant_id: bill.merchant_id,
      merchant: bill.merchant_name,
      bill_no: billNo,
      payment_reff: `reff-${billNo}`,
      payment_date: '2026-11-22 10:00:00',
      payment_status_code: '2',
      payment_status_desc: 'Payment Sukses',
      bill_total: bill.bill_total,
      payment_total: bill.bill_total,
      payment_channel_uid: '402',
      payment_channel: 'Permata Virtual Account',
      signature: statusSignature(storePaymentConfig(), billNo, '2'),
    },
  })
  expect(paid.status(), await paid.text()).toBe(200)
}

const shoot = (page: Page, info: TestInfo, name: string, fullPage = true) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage })

test('twenty paid courier orders are selected at once, their labels printed one a page, packed and booked', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(240_000)
  const shopperPage = await browser.newPage()
  const shopper = newShopper()
  await signUp(shopperPage, shopper)
  const token = await tokenOf(shopperPage)
  await shopperPage.close()
  for (let i = 0; i < TWENTY; i += 1)
    await payByNotification(request, await placeCourierOrder(request, token, undefined, i % 6))

  await signInToBackOffice(page, await createStaff(request, 'STAFF'), '/admin/orders')
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(shopper.email)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const rows = page.getByRole('checkbox', { name: /^Select order / }).locator('visible=true')
  await expect(rows).toHaveCount(TWENTY)
  const selectAll = page
    .getByRole('checkbox', { name: 'Select every order on this page' })
    .locator('visible=true')
  await selectAll.check()
  const bar = page.getByRole('region', { name: 'Actions on the selection' })
  await expect(bar.getByText(`${TWENTY} selected`)).toBeVisible()
  await expectAccessible(page)
  await shoot(page, info, 'orders-selection-bar')

  await bar.getByRole('link', { name: 'Print labels and slips' }).click()
  await expect(page).toHaveURL(/\/admin\/orders\/print\?refs=/)
  await expect(
    page.getByRole('heading', { name: `Labels and packing slips of ${TWENTY} orders` }),
  ).toBeVisible()
  await expect(page.locator('[data-sheet="label"]')).toHaveCount(TWENTY)
  await expect(page.locator('[data-sheet="slip"]')).toHaveCount(TWENTY)
  // Printed, each sheet starts its own page: twenty labels, twenty slips, forty pages.
  await page.emulateMedia({ media: 'print' })
  const breaks = await page
    .locator('.print-sheet')
    .evaluateAll((sheets) => sheets.slice(1).map((sheet) => getComputedStyle(sheet).breakBefore))
  expect(breaks).toEqual(Array.from({ length: TWENTY * 2 - 1 }, () => 'page'))
  await page.emulateMedia({ media: 'screen' })
  await expectAccessible(page)
  // The first label and slip as they open: the whole run is forty sheets long.
  await shoot(page, info, 'orders-print-page', false)

  await page.goBack()
  await expect(rows).toHaveCount(TWENTY)
  await selectAll.check()
  await bar.getByRole('button', { name: 'Mark packed' }).click()
  await expect(bar.getByText(`${TWENTY} packed`, { exact: true })).toBeVisible()
  // A second click does no harm: each order says it was packed already.
  await bar.getByRole('button', { name: 'Mark packed' }).click()
  await expect(bar.getByText(`${TWENTY} already packed`, { exact: true })).toBeVisible()
  await bar.getByRole('button', { name: 'Book courier' }).click()
  // The fulfilment job may have booked some by itself in the meantime: each is one or the other.
  await expect(bar.getByText(/waybills booked|already had a waybill/)).toBeVisible({
    timeout: 60_000,
  })
  await expect(bar.getByText(/refused/)).toHaveCount(0)
  await expectAccessible(page)
  await shoot(page, info, 'orders-after-booking')
})

test('three drafts are selected on the products list, published at once, and the shop shows them', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000)
  await signInToBackOffice(page, await createStaff(request, 'STAFF'), '/admin/products')
  const batch = randomBytes(3).toString('hex').toUpperCase()
  const ids: number[] = []
  for (const n of [1, 2, 3]) {
    const made = await page.request.post('/api/admin/products/create', {
      data: {
        product_name: `Lurik Flash Tee ${batch} ${n}`,
        product_code: `KNBULK-${batch}-${n}`,
        category_id: 6,
        category_sub_id: 601,
        colour: 'Indigo',
        short_description: 'A soft cotton tee.',
        detailed_description: '<p>Combed cotton.</p>',
        weight_grams: 250,
        retail_price: 250_000,
        net_price: 250_000,
        disc_percent: 0,
        disc_nominal: 0,
        disc_starts_at: '',
        disc_ends_at: '',
        sizes: [{ size_code: 'M', size_name: 'M', is_available: true }],
        related_product_ids: [],
      },
    })
    expect(made.status(), await made.text()).toBe(200)
    ids.push(((await made.json()) as { product: { id: number } }).product.id)
  }
  const shop = await (await browser.newContext()).newPage()
  for (const id of ids) expect((await shop.request.get(`/api/product?id=${id}`)).status()).toBe(404)

  await page.goto(`/admin/products?search=KNBULK-${batch}&status=DRAFT`)
  const rows = page
    .getByRole('checkbox', { name: /^Select Lurik Flash Tee/ })
    .locator('visible=true')
  await expect(rows).toHaveCount(3)
  // One at a time from the keyboard, as the tick boxes are reached with Tab and ticked with Space.
  for (let i = 0; i < 3; i += 1) {
    await rows.nth(i).focus()
    await page.keyboard.press('Space')
  }
  const bar = page.getByRole('region', { name: 'Actions on the selection' })
  await expect(bar.getByText('3 selected')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, info, 'products-selection-bar')
  await bar.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(bar.getByText('3 published', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, info, 'products-published')

  for (const id of ids) expect((await shop.request.get(`/api/product?id=${id}`)).status()).toBe(200)
  await shop.goto(`/product/${ids[0]}`)
  await expect(
    shop.getByRole('heading', { name: `Lurik Flash Tee ${batch} 1`, level: 1 }),
  ).toBeVisible()
})
