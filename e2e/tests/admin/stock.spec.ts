import { expect, test } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { createStaff, signInToBackOffice } from './staff'

test('an OWNER stocks a size at a showroom and the shop lists that showroom for it @one-size', async ({
  page,
  request,
}, info) => {
  const owner = await createStaff(request, 'OWNER')
  // Each screen size stocks its own product, so the two runs never edit one cell.
  const list = (await (await request.get('/api/products?category_id=6&limit=6')).json()) as {
    products: { id: number }[]
  }
  const productId = list.products[info.project.name.endsWith('phone') ? 4 : 5]?.id ?? 0
  const { product } = (await (await request.get(`/api/product?id=${productId}`)).json()) as {
    product: { product_name: string; product_code: string; sizes: { size_code: string }[] }
  }
  const size = product.sizes[0]?.size_code ?? ''

  await signInToBackOffice(page, owner, `/admin/products/${productId}/stock`)
  await expect(page.getByRole('heading', { name: `Stock: ${product.product_name}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /Back to the product/ })).toHaveAttribute(
    'href',
    `/admin/products/${productId}`,
  )
  const row = page.getByRole('spinbutton', { name: new RegExp(`^${size} at `) })
  const empty = await row.evaluateAll((inputs) =>
    inputs
      .filter((input) => (input as HTMLInputElement).value === '0')
      .map((input) => input.getAttribute('aria-label') ?? ''),
  )
  const label = empty[0] ?? ''
  const showroom = label.slice(`${size} at `.length)
  expect(showroom).not.toBe('')
  await page.getByRole('spinbutton', { name: label, exact: true }).fill('7')
  await expect(page.getByRole('spinbutton', { name: `${label}, was 0` })).toHaveValue('7')
  await expect(page.getByText('1 changed cell.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Save stock' }).click()
  await expect(page.getByText('Stock saved for 1 cell.')).toBeVisible()
  await expect(page.getByText('No changes yet.')).toBeVisible()

  // The log says what changed in words, not as ids.
  await page.goto('/admin/audit?action=stock.set')
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
  await expect(
    page
      .getByText(`Stock of ${product.product_code} ${size} at ${showroom}: 0 → 7`)
      .locator('visible=true')
      .first(),
  ).toBeVisible()
  await expect(page.getByText('Stock changed').locator('visible=true').first()).toBeVisible()
  await expectAccessible(page)

  await page.goto(`/product/${productId}`)
  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click()
  await page.getByRole('button', { name: 'Check Stock Locations' }).click()
  const locations = page.getByRole('dialog', { name: 'Stock Locations' })
  await expect(locations.getByText(showroom, { exact: true })).toBeVisible()
})

test("a SHOWROOM account on a phone reads its showroom's stock and cannot open another's", async ({
  page,
  request,
}, info) => {
  test.skip(!info.project.name.endsWith('phone'), 'This journey is about a phone in the shop.')
  const account = await createStaff(request, 'SHOWROOM', [3])
  await signInToBackOffice(page, account, '/admin/stock')
  await expect(page.getByRole('heading', { name: 'Stock', exact: true })).toBeVisible()
  const picker = page.getByLabel('Showroom')
  await expect(picker.locator('option')).toHaveCount(1)
  await expect(page.getByText(/^\d+ products at .+, page 1 of \d+\.$/)).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('spinbutton')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save stock' })).toHaveCount(0)
  await expectAccessible(page)

  await page.goto('/admin/stock?showroom=4')
  await expect(page.getByRole('alert')).toHaveText('This showroom is not one of yours.')
})
