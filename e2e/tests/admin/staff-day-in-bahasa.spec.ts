import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { expect, test } from '../fixtures'
import { payOnPaymentPage, placeCourierOrder } from '../orders'
import { createStaff, signInToBackOffice } from './staff'

/** The back office's and the API's Bahasa words, read from their catalogues by key. */
const catalogue = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, unknown>
const ADMIN = catalogue('../../../apps/admin/i18n/id.json')
const API = catalogue('../../../apps/api/i18n/id.json')
const say = (words: Record<string, unknown>, key: string, inputs: Record<string, string> = {}) =>
  Object.entries(inputs).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    String(words[key]),
  )
const admin = (key: string, inputs?: Record<string, string>) => say(ADMIN, key, inputs)
const bothSides = (label: string) => ({
  english: `${label}, ${admin('language_english')}`,
  bahasa: `${label}, ${admin('language_bahasa')}`,
})

async function inBahasa(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expectAccessible(page)
}

test.describe.configure({ timeout: 240_000 })

test('a staff member works a day in Bahasa: puts in a product in both languages and packs a paid courier order', async ({
  page,
  browser,
  request,
}) => {
  const bill = await placeCourierOrder(request, null)
  await payOnPaymentPage(page, bill)

  const owner = await createStaff(request, 'OWNER')
  await signInToBackOffice(page, owner, '/admin/account')
  await page.getByLabel(/back office's language/).selectOption('id')
  await page.getByRole('button', { name: /Save language/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')

  // A new product, its name and colour in both languages, from the Bahasa form.
  const suffix = randomBytes(3).toString('hex')
  const name = { english: `Linen Wrap Dress ${suffix}`, bahasa: `Gaun Lilit Linen ${suffix}` }
  await page.goto('/admin/products/new')
  await inBahasa(page)
  const nameField = bothSides(admin('name'))
  await page.getByLabel(nameField.english, { exact: true }).fill(name.english)
  await page.getByLabel(nameField.bahasa, { exact: true }).fill(name.bahasa)
  await page.getByLabel(admin('products_code')).fill(`KNID-${suffix.toUpperCase()}`)
  await page
    .getByLabel(admin('products_category'), { exact: true })
    .selectOption({ label: 'WANITA' })
  const sub = page.getByLabel(admin('products_sub_category'))
  await sub.selectOption({ index: 1 })
  const colour = bothSides(admin('products_colour'))
  await page.getByLabel(colour.english, { exact: true }).fill('Sand')
  await page.getByLabel(colour.bahasa, { exact: true }).fill('Pasir')
  await page.getByLabel(admin('products_retail_price')).fill('720000')
  await page.getByLabel(admin('products_net_price')).fill('650000')
  await page.getByLabel(admin('products_size_code', { n: '1' })).fill('M')
  await page
    .getByLabel(bothSides(admin('products_size_name', { n: '1' })).english, { exact: true })
    .fill('M')
  await page.getByRole('button', { name: admin('products_create') }).click()
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
  const productId = page.url().split('/').at(-1) ?? ''
  await inBahasa(page)
  // A new product is a draft (decision 090): published from its page before a shopper looks.
  const publish = page.getByRole('button', { name: admin('products_publish'), exact: true })
  await publish.click()
  await expect(publish).toHaveCount(0)

  // The shop shows each language its own name, to a visitor who has chosen neither yet.
  const visits: [path: string, shown: string][] = [
    [`/id/product/${productId}`, name.bahasa],
    [`/product/${productId}`, name.english],
  ]
  for (const [path, shown] of visits) {
    const shopper = await browser.newContext()
    const shop = await shopper.newPage()
    await shop.goto(path)
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText(shown)
    await shopper.close()
  }

  // The paid courier order packed, every answer in Bahasa.
  const ref = bill.order_reff
  await page.goto(`/admin/orders/${ref}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ref) })).toBeVisible()
  await inBahasa(page)
  await page.getByRole('button', { name: admin('mark_packed') }).click()
  await expect(page.getByText(say(API, 'order_page_packed', { ref }))).toBeVisible()
  const timeline = page.getByRole('region', { name: admin('timeline') })
  await expect(timeline).toContainText(say(API, 'timeline_staff_pack'))
  await expect(page.getByRole('main')).toContainText(/Rp \d{1,3}(\.\d{3})+/)
  // When it was packed, written as every date of the back office is (decision 066).
  await expect(page.getByRole('region', { name: admin('shipping') })).toContainText(
    /\d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d{2}\.\d{2} WIB/,
  )
  await inBahasa(page)
  await page.screenshot({ path: test.info().outputPath('order-packed-id.png'), fullPage: true })
})
