import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { toWibText } from '../../../packages/contract/src/format/wib-text'
import { formatRupiah } from '../../../packages/contract/src/format/money'
import { E2E_OPERATOR_TOKEN } from '../../playwright.config'
import { expectAccessible } from '../accessibility'
import { createStaff, signInToBackOffice } from './staff'

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }

/** The store's time as a WIB datetime-local value, `minutes` ahead: other journeys move its clock. */
async function storeWibIn(request: APIRequestContext, minutes: number) {
  const answer = await request.get('/api/operator/clock', { headers: operator })
  const now = new Date(((await answer.json()) as { data: { now: string } }).data.now)
  return toWibText(new Date(now.getTime() + minutes * 60_000), 'minute').replace(' ', 'T')
}

test('an owner creates a product and puts it on sale until a time; a shopper sees each change at once @one-size', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The store has one clock for every journey: only the desktop run moves it, and the phone
  // run's sale ends too late for that move to end it under its feet.
  const movesClock = testInfo.project.name.endsWith('desktop')
  // Two browsers and a moved clock: a long journey on a busy machine.
  test.setTimeout(90_000)
  const owner = await createStaff(request, 'OWNER')
  const name = `Sekar Linen Shirt ${randomBytes(3).toString('hex')}`
  const code = `KNE2E-${randomBytes(4).toString('hex').toUpperCase()}`

  await signInToBackOffice(page, owner, '/admin/products')
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'New product' }).click()
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Name, English', { exact: true }).fill(name)
  await page.getByLabel('Product code').fill(code)
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'MEN' })
  await page.getByLabel('Sub-category').selectOption({ label: 'Shirts' })
  await page.getByLabel('Colour, English').fill('Sage')
  await page
    .getByLabel('Detailed description, English')
    .fill('<p>Hand-woven <strong>linen</strong>.</p><script>window.hacked = 1</script>')
  await page.getByLabel('Retail price (IDR)').fill('300000')
  await page.getByLabel('Net price (IDR)').fill('300000')
  await page.getByLabel('Size 1 code').fill('M')
  await page.getByLabel('Size 1 name, English').fill('M')
  await page.getByRole('button', { name: 'Add a size' }).click()
  await page.getByLabel('Size 2 code').fill('L')
  await page.getByLabel('Size 2 name, English').fill('L')
  await page.getByRole('button', { name: 'Create product' }).click()
  await expect(
    page.getByText('The product has been created as a draft: publish it when it is ready.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
  await expect(page.getByRole('link', { name: 'Photos' })).toBeVisible()
  // The page itself; the shared toaster's colours are judged where it is built.
  await expectAccessible(page, 'main')
  const productPath = `/product/${page.url().split('/').at(-1) ?? ''}`

  const shopper = await (await browser.newContext()).newPage()
  // A draft until published: the shop has no page for it.
  expect(
    (await shopper.request.get(`/api/product?id=${productPath.split('/').at(-1)}`)).status(),
  ).toBe(404)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('The product is published: the shop shows it.')).toBeVisible()
  await shopper.goto(`/products?search=${encodeURIComponent(name)}`)
  await expect(shopper.getByRole('link', { name }).first()).toBeVisible()
  // Newest first, so the new product is on the first page of its sub-category.
  await shopper.goto('/products?category_sub_id=602&sort=NEWEST')
  await expect(shopper.getByRole('link', { name }).first()).toBeVisible()
  await shopper.goto(productPath)
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(shopper.locator('strong', { hasText: 'linen' })).toBeAttached()
  await expect(shopper.locator('main script')).toHaveCount(0)
  await expect(shopper.getByText('window.hacked')).toHaveCount(0)
  await expect(
    shopper.getByRole('heading', { name, level: 1 }).locator('..').getByText(formatRupiah(300_000)),
  ).toBeVisible()

  await page.getByLabel('Retail price (IDR)').fill('320000')
  await page.getByLabel('Net price (IDR)').fill('320000')
  await page.getByLabel('Discount (%)').fill('25')
  await page
    .getByLabel('Discount ends (WIB)')
    .fill(await storeWibIn(request, movesClock ? 90 : 3 * 24 * 60))
  await expect(page.getByText('While the discount runs, the shop shows IDR 240.000.')).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('The product has been saved.')).toBeVisible()

  // The price beside the product's name, not a related product's.
  const priceBlock = shopper.getByRole('heading', { name, level: 1 }).locator('..')
  await shopper.reload()
  await expect(priceBlock.getByText(`Sale price ${formatRupiah(240_000)}`)).toBeAttached()
  await expect(priceBlock.getByText(formatRupiah(320_000))).toBeVisible()

  // Staff read rupiah as the shop writes them (decision 066).
  await page.goto(`/admin/products?search=${encodeURIComponent(code)}`)
  await expect(page.getByText('IDR 240.000').locator('visible=true')).toBeVisible()

  if (!movesClock) return
  await request.post('/api/operator/clock', { headers: operator, data: { minutes: 91 } })
  const run = await request.post('/api/operator/jobs/run', {
    headers: operator,
    data: { name: 'apply-discounts' },
  })
  expect(run.status(), await run.text()).toBe(200)
  await shopper.reload()
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(priceBlock.getByText(/Sale price/)).toHaveCount(0)
  await expect(priceBlock.getByText(formatRupiah(320_000))).toBeVisible()
})
