import type { Page } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { expect, test } from '../fixtures'
import { placeCourierOrder } from '../orders'
import { createStaff, signInToBackOffice } from './staff'

/** What the screen shows, kept beside the journey's results for a person to look at. */
const keep = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

async function chooseLanguage(page: Page, label: RegExp, language: string, save: RegExp) {
  await page.goto('/admin/account')
  await page.getByLabel(label).selectOption(language)
  await page.getByRole('button', { name: save }).click()
}

test('a staff member switches the back office to Bahasa on My account, works in it, and back to English', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const order = await placeCourierOrder(request, null)
  const owner = await createStaff(request, 'OWNER')
  await signInToBackOffice(page, owner, '/admin/account')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await chooseLanguage(page, /back office's language/, 'id', /Save language/)
  // The page loads again, built in Bahasa.
  await expect(page.getByRole('heading', { level: 1, name: 'Akun Saya' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expect(page.getByLabel('Bahasa back office')).toHaveValue('id')
  await expectAccessible(page)
  await keep(page, 'account-id')

  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible()
  await expect(page.getByText('Pesanan yang dibayar, termasuk ongkos kirim')).toBeVisible()
  await expect(page.getByRole('main')).toContainText(/Rp \d/)
  await expect(page.getByRole('main')).not.toContainText('IDR')
  // What is left to translate: none in the demo store, or the products other journeys put in
  // with English only, which the store these journeys share may hold by now.
  await expect(page.getByRole('region', { name: 'Terjemahan' })).toContainText(
    /Semua produk dan teks toko sudah tersedia dalam dua bahasa\.|Produk tanpa Bahasa Indonesia/,
  )
  await expectAccessible(page)
  await keep(page, 'dashboard-id')

  await page.goto('/admin/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Semua pesanan/ })).toBeVisible()
  await expectAccessible(page)
  await keep(page, 'orders-board-id')

  await page.goto(`/admin/orders/${order.order_reff}`)
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(order.order_reff) }),
  ).toBeVisible()
  await expect(page.getByText('Menunggu Pembayaran').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Pembeli' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(/Rp \d{1,3}(\.\d{3})+/)
  await expect(page.getByRole('main')).toContainText(
    /\d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d{2}\.\d{2} WIB/,
  )
  // The timeline comes from the API in the staff member's language.
  await expect(page.getByText('Pesanan dibuat', { exact: true })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Order placed')
  await expectAccessible(page)
  await keep(page, 'order-id')

  // A reload, or a new visit, stays in the account's language.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')

  await chooseLanguage(page, /Bahasa back office/, 'en', /Simpan bahasa/)
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(/IDR \d/)
})

test.describe('a browser that prefers Indonesian', () => {
  test.use({ locale: 'id-ID' })

  test('is shown the sign-in in Bahasa, and an English account signs in to English', async ({
    page,
    request,
  }) => {
    const staff = await createStaff(request, 'STAFF')
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Masuk ke back office' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'id')
    await expectAccessible(page)
    await keep(page, 'sign-in-id')
    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Kata sandi').fill(staff.password)
    await page.getByRole('button', { name: 'Masuk' }).click()
    // The account reads English: the back office loads again in it.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})
