import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { createStaff, signInToBackOffice } from './staff'

test('staff write a product’s Bahasa name beside its English, see it leave the missing list, and the Bahasa shop shows it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // A product created, translated and read in a second browser, on a busy machine.
  test.slow()
  const staff = await createStaff(request, 'STAFF')
  const name = `Selendang Tenun ${randomBytes(3).toString('hex')}`
  const bahasaName = `Selendang Tenun Ikat ${randomBytes(2).toString('hex')}`
  const code = `KNBHS-${randomBytes(4).toString('hex').toUpperCase()}`

  await signInToBackOffice(page, staff, '/admin/products/new')
  await page.getByLabel('Name, English', { exact: true }).fill(name)
  await page.getByLabel('Product code').fill(code)
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'WOMEN' })
  const sub = page.getByLabel('Sub-category')
  await sub.selectOption({ label: (await sub.locator('option').nth(1).textContent()) ?? '' })
  await page.getByLabel('Colour, English').fill('Indigo')
  await page.getByLabel('Colour, Bahasa Indonesia').fill('Nila')
  await page.getByLabel('Retail price (IDR)').fill('450000')
  await page.getByLabel('Net price (IDR)').fill('450000')
  await page.getByLabel('Size 1 code').fill('AS')
  await page.getByLabel('Size 1 name, English').fill('All Size')
  await page.getByLabel('Size 1 name, Bahasa Indonesia').fill('Satu Ukuran')
  await page.getByRole('button', { name: 'Create product' }).click()
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
  const productId = page.url().split('/').at(-1) ?? ''

  // Saved with its English name only: the list filtered to what misses Bahasa has it.
  const missingHere = `/admin/products?missing_translation=id&status=ALL&search=${code}`
  await page.goto('/admin/products')
  const progress = page.getByRole('region', { name: 'Translations still missing' })
  await expect(progress).toBeVisible()
  await expectAccessible(page)
  // The count's link opens the list filtered to it (other journeys add products meanwhile,
  // so this journey counts its own product through the search).
  await progress
    .getByRole('link', { name: /^[\d.]+ products?$/ })
    .first()
    .click()
  await expect(page).toHaveURL(/missing_translation=id/)
  await expect(page.getByLabel('Translation', { exact: true })).toHaveValue('id')
  await page.goto(missingHere)
  await expect(page.getByText('1 product', { exact: true })).toBeVisible()

  await page.goto(`/admin/products/${productId}`)
  const bahasa = page.getByLabel('Name, Bahasa Indonesia', { exact: true })
  await expect(page.getByLabel('Name, English', { exact: true })).toHaveValue(name)
  await expect(bahasa).toHaveValue('')
  await expect(
    page.getByText('Not translated yet: the shop shows the English.').first(),
  ).toBeVisible()
  await bahasa.fill(bahasaName)
  await page
    .getByLabel('Short description, Bahasa Indonesia')
    .fill('Selendang tenun ikat dari Sumba.')
  await page.getByLabel('Detailed description, English').fill('<p>Hand-woven ikat.</p>')
  await page.getByLabel('Detailed description, Bahasa Indonesia').fill('<p>Tenun ikat tangan.</p>')
  await page.getByLabel('Short description, English').fill('An ikat shawl from Sumba.')
  await expectAccessible(page, 'main')
  await page.screenshot({ path: testInfo.outputPath('product-form.png'), fullPage: true })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('The product has been saved.')).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('The product is published: the shop shows it.')).toBeVisible()

  await page.goto(missingHere)
  await expect(page.getByText('No product matches these filters.')).toBeVisible()
  await page.goto('/admin/products')
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('products-list.png') })

  const shopper = await (await browser.newContext()).newPage()
  await shopper.goto(`/id/product/${productId}`)
  await expect(shopper.getByRole('heading', { name: bahasaName, level: 1 })).toBeVisible()
  await expect(shopper.locator('html')).toHaveAttribute('lang', 'id')
  await shopper.goto(`/product/${productId}`)
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible()
  await shopper.context().close()
})
