import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { formatRupiah } from '../../../packages/contract/src/format/money'
import { statusSignature } from '../../../apps/api/src/services/payment'
import { expectAccessible } from '../accessibility'
import { whileOrdersAreQuiet } from '../checkout-fixtures'
import { storePaymentConfig } from '../payment-secret'
import { createStaff, signInToBackOffice } from './staff'

/**
 * A guest's paid pick-up order through the real calls, paid by a channel no
 * other journey names, so its share is this journey's own: its bill total.
 */
async function paidPickupOrder(request: APIRequestContext, channel: string) {
  const list = (await (await request.get('/api/products?category_id=7&limit=24')).json()) as {
    products: { id: number }[]
  }
  for (const { id } of list.products) {
    const { product } = (await (await request.get(`/api/product?id=${id}`)).json()) as {
      product: { sizes: { size_code: string; is_available: number }[] }
    }
    const size = product.sizes.find((option) => option.is_available === 1)?.size_code
    if (!size) continue
    const where = await request.post('/api/check-stock-location', {
      data: { product_detail_id: id, size, qty: 1 },
    })
    const showroom = ((await where.json()) as { showrooms: { id: number }[] }).showrooms[0]
    if (!showroom) continue
    const device = `e2e-dashboard-${randomBytes(6).toString('hex')}`
    return whileOrdersAreQuiet(async () => {
      const line = { local_device_id: device, product_detail_id: id, size, qty: 1 }
      expect((await request.post('/api/cart', { data: line })).status()).toBe(200)
      const made = await request.post('/api/checkout-trx', {
        data: {
          local_device_id: device,
          shipping_type: 'PICKUP_ON_STORE',
          showroom_id: showroom.id,
          guest_email: `${device}@example.co.id`,
          address_recipient_name: 'Dewi Lestari',
          address_recipient_phone: '0812 1111 2222',
        },
      })
      expect(made.status(), await made.text()).toBe(200)
      const bill = ((await made.json()) as { data: { payment_data: Record<string, string> } }).data
        .payment_data
      const billNo = bill.order_id ?? ''
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
          payment_channel: channel,
          signature: statusSignature(storePaymentConfig(), billNo, '2'),
        },
      })
      expect(paid.status()).toBe(200)
      return Number(bill.bill_total)
    })
  }
  throw new Error('no stocked product to order')
}

test("an OWNER reads the shop's numbers over a range and chooses the staff mails @one-size", async ({
  page,
  request,
}) => {
  const owner = await createStaff(request, 'OWNER')
  const channel = `Check ${randomBytes(4).toString('hex')} VA`
  const total = await paidPickupOrder(request, channel)

  await signInToBackOffice(page, owner)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Last 90 days' }).click()
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/)
  await expect(page.getByText(/^\d+ \w{3} \d{4} to \d+ \w{3} \d{4}, days in WIB\.$/)).toBeVisible()

  const perDay = page.getByRole('region', { name: 'Revenue per day' })
  await expect(perDay.locator('.recharts-bar-rectangle').first()).toBeVisible()
  const channels = page.getByRole('region', { name: 'Payment channels' })
  await expect(channels.locator('.recharts-pie-sector').first()).toBeVisible()
  await channels.getByRole('button', { name: 'Show table' }).click()
  const row = channels.getByRole('row', { name: new RegExp(channel) })
  await expect(row.getByRole('cell')).toHaveText(['1', formatRupiah(total)])
  await expectAccessible(page)

  await page.goto('/admin/account')
  const mails = page.getByRole('region', { name: 'Mails' })
  const paidOrders = mails.getByRole('checkbox', { name: /A mail for each paid order/ })
  // An owner hears of each paid order from the start (decision 077).
  await expect(paidOrders).toBeChecked()
  await paidOrders.uncheck()
  await mails.getByRole('checkbox', { name: /Daily summary/ }).check()
  await mails.getByRole('button', { name: 'Save mail settings' }).click()
  await expect(page.getByText('Your mail settings are saved.')).toBeVisible()
  await page.reload()
  await expect(
    mails.getByRole('checkbox', { name: /A mail for each paid order/ }),
  ).not.toBeChecked()
  await expect(mails.getByRole('checkbox', { name: /Daily summary/ })).toBeChecked()
  await expectAccessible(page)
})

test("a STAFF account reads the orders and units of the dashboard, and none of the shop's money @one-size", async ({
  page,
  request,
}) => {
  const channel = `Check ${randomBytes(4).toString('hex')} VA`
  await paidPickupOrder(request, channel)
  await signInToBackOffice(page, await createStaff(request, 'STAFF'))
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  const perDay = page.getByRole('region', { name: 'Paid orders per day' })
  await expect(perDay.locator('.recharts-bar-rectangle').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Revenue per day' })).toHaveCount(0)
  const channels = page.getByRole('region', { name: 'Payment channels' })
  await channels.getByRole('button', { name: 'Show table' }).click()
  await expect(
    channels.getByRole('row', { name: new RegExp(channel) }).getByRole('cell'),
  ).toHaveText(['1'])
  await expect(page.getByRole('main')).not.toContainText('IDR')
  await expect(page.getByRole('main')).not.toContainText(/revenue|refunds/i)
  await expectAccessible(page)
})
