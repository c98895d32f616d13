import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import Papa from 'papaparse'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { queryRows } from '../../../test/sql'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'

let t: TestApp
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

const sendCsv = (text: string, mode: 'check' | 'apply') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/import?mode=${mode}`,
    headers: { authorization: owner.authorization, 'content-type': 'text/csv' },
    payload: text,
  })

const exportText = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export',
      headers: { authorization: owner.authorization },
    })
  ).rawPayload
    .toString('utf8')
    .slice(1)

type BahasaRow = {
  product_name_bahasa: string | null
  colour_bahasa: string | null
  detailed_description_bahasa: string | null
}
const bahasaOf = async (code: string) =>
  (
    await queryRows<BahasaRow>(
      t.db,
      sql`select product_name_bahasa, colour_bahasa, detailed_description_bahasa
        from products where product_code = ${code}`,
    )
  )[0]

const NEW_HEADER =
  'product_code,product_name,product_name_bahasa,category_sub_id,sub_group_id,retail_price,net_price,colour,colour_bahasa,detailed_description_bahasa,size_code,size_name,size_name_bahasa'

async function importNew(code: string) {
  const text = [
    NEW_HEADER,
    `${code},Woven Tote,Tas Tenun,601,11,250000,250000,Natural,Alami,"<p>Tenun <script>x()</script>tangan</p>",AS,All Size,Satu Ukuran`,
  ].join('\n')
  const response = await sendCsv(text, 'apply')
  expect(response.statusCode).toBe(200)
}

describe('the catalogue CSV in both languages', () => {
  test('the export carries a Bahasa column beside each translatable one, and imports back to the same file', async () => {
    const first = await exportText()
    const header = first.split('\r\n')[0]?.split(',') ?? []
    for (const column of ['product_name', 'colour', 'short_description', 'detailed_description'])
      expect(header.indexOf(`${column}_bahasa`)).toBe(header.indexOf(column) + 1)
    expect(header.indexOf('size_name_bahasa')).toBe(header.indexOf('size_name') + 1)
    const rows = Papa.parse<Record<string, string>>(first, { header: true, skipEmptyLines: true })
    // The demo store is translated whole, so every product row has its Bahasa name.
    expect(rows.data.every((row) => row.product_name_bahasa !== '')).toBe(true)
    const checked = await sendCsv(first, 'check')
    expect(checked.json()).toMatchObject({ data: { problem_count: 0 } })
    // Forty rows written back change nothing: the next export is the same file, byte for byte.
    const applied = await sendCsv(first.split('\r\n').slice(0, 41).join('\r\n'), 'apply')
    expect(applied.statusCode).toBe(200)
    expect(await exportText()).toBe(first)
  })

  test('an import gives a new product its Bahasa texts and sizes, sanitised as the English', async () => {
    await importNew('KN-BHS-NEW')
    expect(await bahasaOf('KN-BHS-NEW')).toEqual({
      product_name_bahasa: 'Tas Tenun',
      colour_bahasa: 'Alami',
      detailed_description_bahasa: '<p>Tenun tangan</p>',
    })
    const [size] = await queryRows<{ size_name_bahasa: string }>(
      t.db,
      sql`select s.size_name_bahasa from product_sizes s join products p on p.id = s.product_id
        where p.product_code = 'KN-BHS-NEW'`,
    )
    expect(size?.size_name_bahasa).toBe('Satu Ukuran')
  })

  test('a file without the Bahasa columns keeps the stored Bahasa texts', async () => {
    await importNew('KN-BHS-KEEP')
    const response = await sendCsv(
      'product_code,product_name,colour,size_code,size_name\nKN-BHS-KEEP,Woven Tote Bag,Sand,AS,All Size',
      'apply',
    )
    expect(response.statusCode).toBe(200)
    expect(await bahasaOf('KN-BHS-KEEP')).toMatchObject({
      product_name_bahasa: 'Tas Tenun',
      colour_bahasa: 'Alami',
    })
    const [size] = await queryRows<{ size_name_bahasa: string }>(
      t.db,
      sql`select s.size_name_bahasa from product_sizes s join products p on p.id = s.product_id
        where p.product_code = 'KN-BHS-KEEP'`,
    )
    expect(size?.size_name_bahasa).toBe('Satu Ukuran')
  })

  test('an empty cell in a Bahasa column the file has clears that text; the others stay', async () => {
    await importNew('KN-BHS-CLEAR')
    const response = await sendCsv(
      'product_code,product_name_bahasa,size_code\nKN-BHS-CLEAR,,AS',
      'apply',
    )
    expect(response.statusCode).toBe(200)
    expect(await bahasaOf('KN-BHS-CLEAR')).toEqual({
      product_name_bahasa: null,
      colour_bahasa: 'Alami',
      detailed_description_bahasa: '<p>Tenun tangan</p>',
    })
  })

  test('a 5,000-line file with one bad Bahasa cell names its line and column and writes nothing', async () => {
    const lines = [
      'product_code,product_name,product_name_bahasa,category_sub_id,sub_group_id,retail_price,net_price,size_code',
    ]
    for (let index = 0; index < 5000; index += 1)
      lines.push(`KN-BHS5K-${index},Tee ${index},Kaos ${index},601,11,100000,90000,M`)
    lines[3001] = `KN-BHS5K-3000,Tee 3000,${'k'.repeat(121)},601,11,100000,90000,M`
    const response = await sendCsv(lines.join('\n'), 'apply')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: { message: 'The file has 1 problem; nothing was imported.' },
      data: {
        problems: [
          {
            line: 3002,
            column: 'product_name_bahasa',
            message: 'product_name_bahasa is longer than 120 characters.',
          },
        ],
      },
    })
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from products where product_code like 'KN-BHS5K-%'`,
    )
    expect(Number(row?.n)).toBe(0)
  })
})
