import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { addSizeToCart, stockedItem } from '../checkout-fixtures'
import { expect, parseRupiah, test } from '../fixtures'
import { createStaff, signInToBackOffice } from './staff'

const CAP = 10_000

// The back office, then a whole checkout to the order summary.
test.describe.configure({ timeout: 120_000 })

async function createCappedCode(page: Page, code: string) {
  await page.getByRole('link', { name: 'New promo code' }).click()
  await expect(page.getByRole('heading', { name: 'New promo code' })).toBeVisible()
  await page.getByRole('button', { name: 'Create promo code' }).click()
  await expect(page.getByText('Please enter the promo code.')).toBeVisible()
  await page.getByLabel('Code').fill(code.toLowerCase())
  await page.getByLabel('Discounts').selectOption('PRODUCT')
  await page.getByLabel('Percent').fill('50')
  await page.getByRole('button', { name: 'Create promo code' }).click()
  await expect(
    page.getByText('A percent discount needs a cap: the most it may take off, in rupiah.'),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Cap (IDR)').fill(String(CAP))
  await page.getByRole('button', { name: 'Create promo code' }).click()
  await expect(page).toHaveURL(/\/admin\/promo-codes$/)
}

test('an owner creates a capped product code and a shopper gets exactly the cap off at checkout @one-size', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const code = `CAP${randomBytes(4).toString('hex').toUpperCase()}`
  const owner = await createStaff(request, 'OWNER')
  await signInToBackOffice(page, owner, '/admin/promo-codes')
  await expect(page.getByRole('heading', { name: 'Promo codes' })).toBeVisible()
  await expectAccessible(page)
  await createCappedCode(page, code)

  await page.getByLabel('Search codes').fill(code.slice(0, 7))
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${code.slice(0, 7)}`))
  await expect(page.getByRole('link', { name: code })).toBeVisible()
  // A row on a laptop and a card on a phone: the code's own holds its terms (the other
  // project's owner makes a code with the same terms in the same store).
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code }) })
  await expect(row.getByText(`50% up to IDR 10.000`)).toBeVisible()

  await page.goto('/admin/promo-bundles')
  await expect(page.getByRole('heading', { name: 'Promo bundles' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'New promo bundle' }).click()
  await page.getByLabel('Count items by').selectOption('SUB_GROUP')
  await page.getByLabel('Find sub-categories').fill('batik')
  await expect(page.getByRole('button', { name: /^Add Batik/ }).first()).toBeVisible()
  await expectAccessible(page)

  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use
  const shopper = await browser.newContext({ baseURL, viewport, isMobile, hasTouch })
  const shop = await shopper.newPage()
  const item = await stockedItem(request, 6, testInfo.project.name.endsWith('phone') ? 4 : 5)
  await addSizeToCart(shop, item)
  await shop.goto('/cart')
  await shop.getByRole('link', { name: 'Checkout as Guest' }).click()
  await shop.getByRole('button', { name: /Store Pickup/ }).click()
  await shop
    .getByRole('button', { name: /Pick up here$/ })
    .first()
    .click()
  await expect(shop).toHaveURL(/\/checkout\/order-summary$/)
  await shop.getByLabel('Promo Code').fill(code.toLowerCase())
  await shop.getByRole('button', { name: 'Apply' }).click()
  const label = `Promo ${code}`
  await expect(shop.getByText(label, { exact: true })).toBeVisible()
  const amount = async (name: string) =>
    parseRupiah((await shop.locator('dt', { hasText: name }).locator('+ dd').textContent()) ?? '')
  expect(await amount(label)).toBe(CAP)
  expect(await amount('Grand Total')).toBe((await amount('Subtotal')) - CAP)
  await shopper.close()
})
