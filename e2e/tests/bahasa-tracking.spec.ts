import type { Page } from '@playwright/test'
import { expectBahasaPage } from './bahasa'
import { whileOrdersAreQuiet } from './checkout-fixtures'
import { expect, test } from './fixtures'
import { newShopper, signUp } from './members'
import {
  orderLinkPath,
  ordersOf,
  payOnPaymentPage,
  placeCourierOrder,
  runJob,
  tokenOf,
} from './orders'

test.skip(({ isMobile }) => !isMobile, 'the Bahasa order pages are followed at phone size')

const orderNumber = (trxRef: string) => trxRef.slice(0, 8).toUpperCase()

/** The courier's codes as SiCepat sends them: a Bahasa page names each in words instead. */
const CODES = /\[(PICKREQ|PICK|IN|OUT|ANT|DELIVERED|UNPICK|CANCEL)\]/
const NAMED =
  /\[(Menunggu Penjemputan|Dijemput Kurir|Tiba di Gudang|Keluar dari Gudang|Sedang Diantar|Diterima)\]/
const BAHASA_DATE =
  /\d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d{2}\.\d{2} WIB/

/** Pictures of the open tracking at phone and desktop sizes, when SCREENSHOT_DIR asks for them. */
async function picture(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR
  if (!dir) return
  for (const [width, height, size] of [
    [412, 823, 'phone'],
    [1366, 768, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `${dir}/${name}-${size}.png` })
  }
  await page.setViewportSize({ width: 412, height: 823 })
}

async function expectTrackingInBahasa(page: Page, trxRef: string, name: string) {
  await page.getByRole('button', { name: 'Lacak Pesanan' }).click()
  const tracking = page.getByRole('dialog', { name: `LACAK PESANAN #${orderNumber(trxRef)}` })
  await expect(tracking).toContainText('Status Terakhir')
  await expect(tracking).toContainText('Riwayat Pengiriman')
  await expect(tracking.getByRole('listitem').first()).toContainText(NAMED)
  await expect(tracking.getByRole('listitem').first()).toContainText(BAHASA_DATE)
  await expect(tracking).not.toContainText(CODES)
  await expectBahasaPage(page)
  await picture(page, name)
  await page.keyboard.press('Escape')
  await expect(tracking).toBeHidden()
}

test('a guest follows a courier order from its link in Bahasa: the courier’s steps in words, dated the Indonesian way', async ({
  page,
  request,
}) => {
  const bill = await whileOrdersAreQuiet(async () => {
    const placed = await placeCourierOrder(request, null)
    await payOnPaymentPage(page, placed)
    return placed
  })
  await runJob(request, 'advance-orders')
  await page.goto(`/id${await orderLinkPath(bill.order_reff)}`)
  await expect(page.getByRole('heading', { level: 1, name: /^PESANAN #/ })).toBeVisible()
  await expectTrackingInBahasa(page, bill.order_reff, 'tracking-guest-link')
})

test('a member follows a courier order in Bahasa from their orders', async ({ page, request }) => {
  await signUp(page, newShopper())
  const token = await tokenOf(page)
  await whileOrdersAreQuiet(async () => {
    const placed = await placeCourierOrder(request, token)
    await payOnPaymentPage(page, placed)
  })
  await runJob(request, 'advance-orders')
  await expect.poll(async () => (await ordersOf(request, token))[0]?.no_resi).toBeTruthy()
  const [order] = await ordersOf(request, token)
  await page.goto(`/id/account/orders?order=${order?.id ?? 0}`)
  await expect(page.getByRole('dialog', { name: /^PESANAN #/ })).toBeVisible()
  await expectTrackingInBahasa(page, order?.trx_ref ?? '', 'tracking-member')
})
