import { expectAccessible } from './accessibility'
import { expectBahasaPage } from './bahasa'
import { addSizeToCart, stepHeading, stockedItem } from './checkout-fixtures'
import { expect, test, untilHydrated } from './fixtures'

test.describe.configure({ timeout: 180_000 })

test('a shopper switches to Bahasa in the middle of checkout and back, keeping the step, the cart and the choice', async ({
  page,
  request,
}, testInfo) => {
  const item = await stockedItem(request, 6, testInfo.project.name === 'phone' ? 10 : 11)
  await addSizeToCart(page, item)
  await page.goto('/cart')
  await page.getByRole('link', { name: 'Checkout as Guest' }).click()
  await page.getByRole('button', { name: /Store Pickup/ }).click()
  await expect(stepHeading(page, 'Choose a store')).toBeVisible()

  await page.getByRole('link', { name: 'ID Bahasa Indonesia' }).click()
  await expect(page).toHaveURL('/id/checkout/choose-showroom')
  await expect(stepHeading(page, 'Pilih Showroom')).toBeVisible()
  await expectBahasaPage(page)
  await page
    .getByRole('button', { name: /Ambil di sini$/ })
    .first()
    .click()
  await expect(stepHeading(page, 'Ringkasan Pesanan')).toBeVisible()
  await expect(page.getByText(item.name).first()).toBeVisible()

  // Remembered: an English address of the shop now opens in Bahasa.
  await page.goto('/cart')
  await expect(page).toHaveURL('/id/cart')
  await page.goBack()
  await expect(page).toHaveURL('/id/checkout/order-summary')

  await page.getByRole('link', { name: 'EN English' }).click()
  await expect(page).toHaveURL('/checkout/order-summary')
  await expect(stepHeading(page, 'Order summary')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByText(item.name).first()).toBeVisible()
  await expect(page.getByText('Grand Total')).toBeVisible()
  await expectAccessible(page)
})

test('the switch keeps the place on a long page', async ({ page }) => {
  await page.goto('/faq')
  await untilHydrated(page)
  await page.evaluate(() => window.scrollTo(0, 900))
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(500)
  await page.getByRole('link', { name: 'ID Bahasa Indonesia' }).click()
  await expect(page).toHaveURL('/id/faq')
  await untilHydrated(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 60)
  await expect(page.getByRole('heading', { level: 1, name: 'Pertanyaan Umum' })).toBeVisible()
})

test('the mobile menu offers the other language too', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the mobile menu is a phone part')
  await page.goto('/products')
  await untilHydrated(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Bahasa Indonesia' })
    .click()
  await expect(page).toHaveURL('/id/products')
  await expectBahasaPage(page)
})
