import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { createOrderLinks } from '../../../apps/api/src/lib/order-links'
import { ADMIN_STORE_DATA_DIR, E2E_OPERATOR_TOKEN } from '../../playwright.config'
import { expectAccessible } from '../accessibility'
import { expect, test } from '../fixtures'
import { payOnPaymentPage, placeCourierOrder } from '../orders'
import { createStaff, signInToBackOffice } from './staff'

type Detail = {
  data: {
    trx_ref: string
    lines: { product_id: number; size_code: string; image_url: string | null }[]
  }
}

/** A guest's courier order, paid on the payment page; answers its bill. */
async function paidCourierOrder(page: Page, request: APIRequestContext) {
  const bill = await placeCourierOrder(request, null)
  await payOnPaymentPage(page, bill)
  return bill
}

/** The guest's link to the order, signed with the back-office store's own secret. */
async function guestOrderPath(trxRef: string) {
  const secret = await readFile(join(ADMIN_STORE_DATA_DIR, 'order-link-secret'), 'utf8')
  return createOrderLinks(secret.trim()).pathFor(trxRef)
}

// Each journey places and pays an order on the payment page before staff act on it.
test.describe.configure({ timeout: 90_000 })

async function openOrder(page: Page, ref: string) {
  await page.goto(`/admin/orders/${ref}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ref) })).toBeVisible()
}

test('staff pack a paid courier order, book its waybill and print its label; the shopper sees the waybill', async ({
  page,
  request,
}) => {
  const bill = await paidCourierOrder(page, request)
  const ref = bill.order_reff
  await signInToBackOffice(page, await createStaff(request, 'STAFF'))
  await openOrder(page, ref)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paid')
  // Each line with its product's photo; a product another journey imported without photos has none.
  const detail = await page.request.get('/api/admin/orders/detail', { params: { ref } })
  const { lines } = ((await detail.json()) as Detail).data
  const withPhotos = lines.filter((line) => line.image_url !== null).length
  await expect(page.getByRole('region', { name: 'Items' }).getByRole('img')).toHaveCount(withPhotos)
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Mark packed' }).click()
  await expect(page.getByText(`Order ${ref} is packed.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark packed' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Book waybill' }).click()
  await expect(page.getByText(new RegExp(`Order ${ref} ships with waybill \\w+\\.`))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Processed')
  const shipping = page.getByRole('region', { name: 'Shipping' })
  const noResi = (await shipping.locator('dd .font-mono').textContent()) ?? ''
  expect(noResi).toMatch(/^\w{8,20}$/)
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline).toContainText('Booked the waybill')
  await expect(timeline).toContainText('Marked packed')
  await expectAccessible(page)
  // Until the courier picks the parcel up it can still be cancelled, its waybill first (decision 078).
  await page.getByRole('button', { name: 'Cancel order' }).click()
  const cancel = page.getByRole('dialog', { name: `Cancel order ${ref}` })
  await expect(
    cancel.getByText(`Waybill ${noResi} is cancelled with the courier first`, { exact: false }),
  ).toBeVisible()
  await expect(cancel.getByText(/^Refund it will owe: IDR [\d.]+$/)).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(cancel).toBeHidden()

  const [print] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Print slip and label' }).click(),
  ])
  const barcode = print.getByRole('img', { name: `Waybill barcode ${noResi}` })
  await expect(barcode).toBeVisible()
  expect(await barcode.locator('rect').count()).toBeGreaterThan(20)
  await expect(print.getByRole('region', { name: /Packing slip/ })).toBeVisible()
  await expectAccessible(print)
  await print.close()

  await page.goto(await guestOrderPath(ref))
  await expect(page.getByRole('main')).toContainText(noResi)
})

test('a cancelled paid order puts its units back on the shop’s product page', async ({
  page,
  request,
}) => {
  const bill = await paidCourierOrder(page, request)
  const ref = bill.order_reff
  await signInToBackOffice(page, await createStaff(request, 'STAFF'))
  const answer = await page.request.get('/api/admin/orders/detail', { params: { ref } })
  const { lines } = ((await answer.json()) as Detail).data
  const line = lines[0]
  if (!line) throw new Error('the order has no line')
  // Nothing else of that size anywhere, so the product page shows whether the unit came back.
  for (let showroomId = 1; showroomId <= 12; showroomId += 1) {
    const set = await request.post('/api/operator/stock', {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: {
        product: String(line.product_id),
        size: line.size_code,
        showroom_id: showroomId,
        qty: 0,
      },
    })
    expect(set.status(), await set.text()).toBe(200)
  }
  const product = await request.get('/api/product', { params: { id: String(line.product_id) } })
  const { sizes } = (
    (await product.json()) as { product: { sizes: { size_code: string; size_name: string }[] } }
  ).product
  const sizeName = sizes.find((size) => size.size_code === line.size_code)?.size_name ?? ''
  const shop = await page.context().newPage()
  await shop.goto(`/product/${line.product_id}`)
  await expect(shop.getByRole('button', { name: `Size ${sizeName}, out of stock` })).toBeVisible()

  await openOrder(page, ref)
  await page.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog', { name: `Cancel order ${ref}` })
  await expect(dialog).toContainText('1 unit goes back')
  await expectAccessible(page)
  await dialog.getByLabel('Reason').fill('The buyer asked us to cancel by phone.')
  await dialog.getByRole('button', { name: 'Cancel the order' }).click()
  await expect(page.getByText(/is cancelled; its stock is back/)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancelled')
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Refund owed')

  await shop.reload()
  await expect(shop.getByRole('button', { name: `Size ${sizeName}`, exact: true })).toBeVisible()
})
