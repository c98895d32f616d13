import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import Papa from 'papaparse'
import { expectAccessible } from '../accessibility'
import { createStaff, signInToBackOffice } from './staff'

const SENAYAN = 'stock_kainara_senayan_city'

/** Sends a file through the import screen: check, then import. */
async function importThroughScreen(page: Page, name: string, text: string) {
  await page.getByLabel(/^CSV file/).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  })
  await page.getByRole('button', { name: 'Check the file' }).click()
  await expect(page.getByRole('region', { name: 'The file is ready to import' })).toBeVisible({
    timeout: 30_000,
  })
}

async function exportedRows(page: Page, code: string) {
  const response = await page.request.get('/api/admin/catalogue/export')
  expect(response.status()).toBe(200)
  const parsed = Papa.parse<Record<string, string>>(
    (await response.text()).replace(/^\ufeff/, ''),
    {
      header: true,
      skipEmptyLines: true,
    },
  )
  return parsed.data.filter((row) => row.product_code === code)
}

test('a price edited in an export shows as the one change in the dry run and leaves a later stock count alone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const owner = await createStaff(request, 'OWNER')
  const code = `CSVCH${testInfo.project.name.endsWith('phone') ? 'P' : 'D'}${Date.now() % 100000}`
  await signInToBackOffice(page, owner, '/admin/catalogue-csv')
  await importThroughScreen(
    page,
    'new.csv',
    [
      `product_code,product_name,category_sub_id,sub_group_id,retail_price,net_price,size_code,${SENAYAN},status`,
      `${code},Kain Tenun ${code},601,11,359000,329000,M,4,published`,
      `${code},,,,,,L,2,`,
    ].join('\n'),
  )
  await page.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByRole('region', { name: 'Imported' })).toBeVisible({ timeout: 60_000 })

  const exported = await exportedRows(page, code)
  expect(exported.map((row) => [row.size_code, row[SENAYAN]])).toEqual([
    ['M', '4'],
    ['L', '2'],
  ])
  // A count after the export: size M at Senayan City now holds 1.
  await importThroughScreen(page, 'count.csv', `product_code,size_code,${SENAYAN}\n${code},M,1`)
  await page.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByRole('region', { name: 'Imported' })).toBeVisible({ timeout: 60_000 })

  const edited = exported.map((row) => ({ ...row, net_price: '299000' }))
  await importThroughScreen(page, 'price.csv', Papa.unparse(edited))
  const changes = page.getByRole('region', { name: 'What the import will change (1)' })
  await expect(changes).toBeVisible()
  await expect(changes.getByRole('row', { name: /net_price.*329000.*299000/ })).toBeVisible()
  await expect(changes.getByText(SENAYAN)).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByRole('region', { name: 'Imported' })).toBeVisible({ timeout: 60_000 })

  const after = await exportedRows(page, code)
  expect(after.map((row) => [row.size_code, row.net_price, row[SENAYAN]])).toEqual([
    ['M', '299000', '1'],
    ['L', '299000', '2'],
  ])
})
