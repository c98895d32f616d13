import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { toWibText } from '../../../packages/contract/src/format/wib-text'
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

test('a new product is a draft the shop does not show, previewed by staff, and published at its scheduled WIB time', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The store has one clock for every journey: only the desktop run moves it; the phone run
  // publishes its draft by hand.
  const movesClock = testInfo.project.name.endsWith('desktop')
  test.setTimeout(90_000)
  const owner = await createStaff(request, 'OWNER')
  const name = `Tenun Drop Shirt ${randomBytes(3).toString('hex')}`
  const code = `KNDROP-${randomBytes(4).toString('hex').toUpperCase()}`

  await signInToBackOffice(page, owner, '/admin/products/new')
  await page.getByLabel('Name, English', { exact: true }).fill(name)
  await page.getByLabel('Product code').fill(code)
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'MEN' })
  await page.getByLabel('Sub-category').selectOption({ label: 'Shirts' })
  await page.getByLabel('Colour, English').fill('Indigo')
  await page.getByLabel('Retail price (IDR)').fill('450000')
  await page.getByLabel('Net price (IDR)').fill('450000')
  await page.getByLabel('Size 1 code').fill('M')
  await page.getByLabel('Size 1 name, English').fill('M')
  await page.getByRole('button', { name: 'Create product' }).click()
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
  const productId = page.url().split('/').at(-1) ?? ''
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible()

  const shopper = await (await browser.newContext()).newPage()
  const shopAnswer = async () =>
    (await shopper.request.get(`/api/product?id=${productId}`)).status()
  expect(await shopAnswer()).toBe(404)
  await shopper.goto(`/products?search=${encodeURIComponent(name)}`)
  await expect(shopper.getByRole('link', { name })).toHaveCount(0)

  // Staff see the draft's page as the shop will show it; a shopper asking for the preview does not.
  const preview = await page.context().newPage()
  await preview.goto(`/product/${productId}?preview=1`)
  await expect(preview.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(preview.getByText(/Preview: this product is not on the shop yet/)).toBeVisible()
  await preview.screenshot({ path: testInfo.outputPath('draft-preview.png') })
  await preview.close()
  await shopper.goto(`/product/${productId}?preview=1`)
  await expect(shopper.getByRole('heading', { name: 'Product not found' })).toBeVisible()

  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule publishing' })
  await dialog.getByLabel('Publish at (WIB)').fill(await storeWibIn(request, -5))
  await dialog.getByRole('button', { name: 'Schedule' }).click()
  await expect(dialog.getByText('The publish time must be later than now.')).toBeVisible()
  await expectAccessible(page)
  const publishAt = await storeWibIn(request, 90)
  await dialog.getByLabel('Publish at (WIB)').fill(publishAt)
  await dialog.getByRole('button', { name: 'Schedule' }).click()
  await expect(dialog).toBeHidden()
  const badge = `Scheduled for ${publishAt.replace('T', ' ')} WIB`
  await expect(page.getByText(badge).first()).toBeVisible()
  await expectAccessible(page, 'main')
  await page.screenshot({ path: testInfo.outputPath('scheduled-product.png') })

  await page.goto(`/admin/products?status=SCHEDULED&search=${code}`)
  await expect(page.getByText(badge).locator('visible=true')).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('scheduled-list.png') })
  expect(await shopAnswer()).toBe(404)

  if (movesClock) {
    await request.post('/api/operator/clock', { headers: operator, data: { minutes: 91 } })
    const run = await request.post('/api/operator/jobs/run', {
      headers: operator,
      data: { name: 'publish-products' },
    })
    expect(run.status(), await run.text()).toBe(200)
  } else {
    await page.goto(`/admin/products/${productId}`)
    await page.getByRole('button', { name: 'Publish now' }).click()
    await expect(page.getByText('The product is published: the shop shows it.')).toBeVisible()
  }
  expect(await shopAnswer()).toBe(200)
  await shopper.goto(`/product/${productId}`)
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible()
  await shopper.goto(`/products?search=${encodeURIComponent(name)}`)
  await expect(shopper.getByRole('link', { name }).first()).toBeVisible()
  await page.goto(`/admin/products?status=PUBLISHED&search=${code}`)
  await expect(page.getByText('On the shop').locator('visible=true')).toBeVisible()
})
