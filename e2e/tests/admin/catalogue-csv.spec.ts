import { expect, test } from '@playwright/test'
import type { TestInfo } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { createStaff, signInToBackOffice } from './staff'

const HEADER =
  'product_code,product_name,category_sub_id,sub_group_id,retail_price,net_price,colour,size_code,size_name,stock_1,stock_2,status'
const SIZES = ['S', 'M', 'L', 'XL']

/**
 * The file's size is the server's concern, not the screen's: the desktop run checks and imports
 * 5,000 lines (1,250 products of four sizes), the phone run walks the same screens with 100
 * (decision 066). The last product's size M is the one `bad` breaks.
 */
const catalogueSize = (info: TestInfo) => (info.project.name.endsWith('phone') ? 25 : 1250)

/** The catalogue's lines below the header; `bad` breaks one row's stock count. */
function catalogueFile(prefix: string, products: number, bad: boolean): string {
  const lines = [HEADER]
  for (let n = 0; n < products; n += 1)
    for (const size of SIZES) {
      const stock = bad && n === products - 1 && size === 'M' ? 'a dozen' : String(n % 4)
      lines.push(
        `${prefix}${n},Sarung Batik ${prefix} ${n},601,11,359000,329000,Indigo,${size},${size},${stock},1,published`,
      )
    }
  return lines.join('\n')
}

test('a CSV with one bad row is refused by line, then the fixed file imports and the shop shows it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const staff = await createStaff(request, 'STAFF')
  const prefix = `CSV${testInfo.project.name.endsWith('phone') ? 'P' : 'D'}${Date.now() % 100000}-`
  const products = catalogueSize(testInfo)
  const last = products - 1
  // The header, then four lines a product: the last product's size M.
  const badLine = 1 + last * 4 + 2
  await signInToBackOffice(page, staff, '/admin/catalogue-csv')
  await expect(page.getByRole('heading', { name: 'Import and export' })).toBeVisible()
  await page.getByLabel(/^CSV file/).setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(catalogueFile(prefix, products, true)),
  })
  await page.getByRole('button', { name: 'Check the file' }).click()
  const problems = page.getByRole('region', { name: /1 problem to fix before importing/ })
  await expect(problems).toBeVisible({ timeout: 30_000 })
  await expect(
    problems.getByRole('row', {
      name: new RegExp(`${badLine} stock_1 stock_1 must be a whole number`),
    }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled()
  await expectAccessible(page)

  const shopper = await browser.newContext()
  const shop = await shopper.newPage()
  const nothing = await shop.request.get(
    `/api/products?search=${encodeURIComponent(`Sarung Batik ${prefix} ${last}`)}`,
  )
  expect((await nothing.json()) as { product_count: number }).toMatchObject({ product_count: 0 })

  await page.getByLabel(/^CSV file/).setInputFiles({
    name: 'catalogue-fixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(catalogueFile(prefix, products, false)),
  })
  await page.getByRole('button', { name: 'Check the file' }).click()
  await expect(page.getByRole('region', { name: 'The file is ready to import' })).toContainText(
    products.toLocaleString('id-ID'),
    {
      timeout: 30_000,
    },
  )
  await page.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByRole('region', { name: 'Imported' })).toBeVisible({ timeout: 90_000 })
  await expect(page.getByText('The catalogue has been imported.')).toBeVisible()

  await shop.goto(`/products?search=${encodeURIComponent(`Sarung Batik ${prefix} ${last}`)}`)
  await expect(
    shop.getByRole('link', { name: new RegExp(`Sarung Batik ${prefix} ${last}\\b`) }).first(),
  ).toBeVisible()
  await shopper.close()
})
