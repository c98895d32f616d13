import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expectAccessible } from '../accessibility'
import { addSizeToCart, stockedItem } from '../checkout-fixtures'
import { expect, test } from '../fixtures'
import { createStaff, signInToBackOffice } from './staff'

// The back office, then a checkout to the order summary.
test.describe.configure({ timeout: 120_000 })

test('an owner makes two hundred single-use codes for an influencer, downloads them, and a shopper uses one', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const prefix = `IG${randomBytes(3).toString('hex').toUpperCase()}`
  const owner = await createStaff(request, 'OWNER')
  await signInToBackOffice(page, owner, '/admin/promo-codes/new')
  // The campaign's own code: 10% up to IDR 20.000, no minimum purchase.
  await page.getByLabel('Code').fill(prefix)
  await page.getByLabel('Discounts').selectOption('PRODUCT')
  await page.getByLabel('Percent').fill('10')
  await page.getByLabel('Cap (IDR)').fill('20000')
  await page.getByRole('button', { name: 'Create promo code' }).click()
  await expect(page).toHaveURL(/\/admin\/promo-codes$/)
  await page.goto(`/admin/promo-codes?q=${prefix}`)
  await page.getByRole('link', { name: prefix, exact: true }).click()
  const panel = page.getByRole('region', { name: 'Single-use codes' })
  await expect(panel).toBeVisible()

  // A half-filled form says what is missing and makes nothing.
  await panel.getByLabel('Prefix').fill('R')
  await panel.getByRole('button', { name: 'Make codes' }).click()
  await expect(
    panel.getByText('Give the codes a prefix of 2 to 16 letters or digits, such as RINA.'),
  ).toBeVisible()
  await expect(panel.getByText('Make 1 to 1000 codes at a time.')).toBeVisible()
  await expectAccessible(page)

  await panel.getByLabel('Prefix').fill(prefix.toLowerCase())
  await panel.getByLabel('How many').fill('200')
  await panel.getByRole('button', { name: 'Make codes' }).dblclick()
  await expect(page.getByText(`200 single-use codes made, starting with ${prefix}.`)).toBeVisible()
  await expect(panel.getByText(/^\d+ codes made, \d+ used\.$/)).toBeVisible()

  const downloading = page.waitForEvent('download')
  await panel.getByRole('link', { name: 'Download the codes (CSV)' }).click()
  const download = await downloading
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toBe('code,used')
  const ours = lines.filter((line) => line.startsWith(prefix))
  // A double click on the button made one batch, not two.
  expect(ours).toHaveLength(200)
  expect(ours.every((line) => new RegExp(`^${prefix}[2-9A-HJ-NP-Z]{6},no$`).test(line))).toBe(true)
  await expectAccessible(page)

  const code = ours[0]?.split(',')[0] ?? ''
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
  await expect(shop.getByText(`Promo ${code}`, { exact: true })).toBeVisible()
  await shopper.close()
})
