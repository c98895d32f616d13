import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import Papa from 'papaparse'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { getJson } from '../../../test/inject'
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

const HEADER =
  'product_code,product_name,category_sub_id,sub_group_id,retail_price,net_price,colour,size_code,size_name,stock_1,stock_2'

async function sendCsv(
  text: string,
  mode: 'check' | 'apply',
  staff: Pick<TestStaff, 'authorization'> = owner,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/import?mode=${mode}`,
    headers: { authorization: staff.authorization, 'content-type': 'text/csv' },
    payload: text,
  })
  return response
}

/** The last line of an import's answer: its result. */
const resultOf = (body: string) =>
  JSON.parse(body.trim().split('\n').at(-1) ?? '{}') as Record<string, never>

async function productCount() {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from products`)
  return Number(row?.n)
}

async function subOf(categoryId: number) {
  const { body } = await getJson<{ category: { category_subs: { id: number }[] } }>(
    t.app,
    'category',
    { id: categoryId },
  )
  const sub = body.category.category_subs[0]
  if (!sub) throw new Error('no sub-category')
  return sub.id
}

describe('a catalogue CSV is checked line by line before anything is written', () => {
  test('a check lists every bad row by its line and writes nothing', async () => {
    const sub = await subOf(7)
    const before = await productCount()
    const text = [
      HEADER,
      `KN-CSV-A,Linen Shirt,${sub},11,399000,349000,Sand,M,Medium,4,2`,
      `KN-CSV-A,Linen Shirt,${sub},11,399000,349000,Sand,L,Large,3,0`,
      `KN-CSV-B,Batik Dress,999999,11,599000,499000,Indigo,S,Small,1,1`,
      `KN-CSV-C,"Tenun Scarf",${sub},11,150000,200000,Red,ALL,All,x,1`,
      `KN-CSV-A,Linen Shirt,${sub},11,399000,349000,Sand,M,Medium,1,1`,
    ].join('\n')
    const response = await sendCsv(text, 'check')
    expect(response.statusCode).toBe(200)
    const { data } = response.json<{
      data: { applied: boolean; problems: { line: number; column: string; message: string }[] }
    }>()
    expect(data.applied).toBe(false)
    expect(data.problems).toEqual([
      { line: 4, column: 'category_sub_id', message: 'There is no sub-category 999999.' },
      { line: 5, column: 'net_price', message: 'net_price must not be above retail_price.' },
      { line: 5, column: 'stock_1', message: 'stock_1 must be a whole number, such as 150000.' },
      { line: 6, column: 'size_code', message: 'Size M of KN-CSV-A is given twice.' },
    ])
    expect(await productCount()).toBe(before)
  })

  test('an import of a file with a problem is refused whole', async () => {
    const sub = await subOf(7)
    const before = await productCount()
    const text = [
      HEADER,
      `KN-CSV-D,Good Row,${sub},11,100000,90000,Red,M,M,1,1`,
      `KN-CSV-E,,${sub},11,100000,90000,Red,M,M,1,1`,
    ].join('\n')
    const response = await sendCsv(text, 'apply')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: { message: 'The file has 1 problem; nothing was imported.' },
      data: {
        problems: [
          {
            line: 3,
            column: 'product_name',
            message: 'product_name is required for a new product.',
          },
        ],
      },
    })
    expect(await productCount()).toBe(before)
  })

  test('a good file imports whole: products, sizes and stock show in the shop at once', async () => {
    const sub = await subOf(6)
    const text = [
      `${HEADER},status`,
      `KN-CSV-SHIRT,Kemeja Tenun Import,${sub},11,459000,429000,Indigo,M,Medium,5,0,Published`,
      `KN-CSV-SHIRT,,,,,,,L,Large,2,1,`,
    ].join('\r\n')
    const response = await sendCsv(text, 'apply')
    expect(response.statusCode).toBe(200)
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.some((line) => 'progress' in line)).toBe(true)
    expect(resultOf(response.body)).toMatchObject({
      data: {
        applied: true,
        summary: {
          rows: 2,
          products_created: 1,
          products_updated: 0,
          sizes_created: 2,
          stock_cells: 4,
        },
        problems: [],
        problem_count: 0,
      },
    })
    const search = await getJson<{ products: { product_name: string; id: number }[] }>(
      t.app,
      'products',
      {
        search: 'Kemeja Tenun Import',
      },
    )
    const found = search.body.products.find(
      (product) => product.product_name === 'Kemeja Tenun Import',
    )
    expect(found).toBeDefined()
    const page = await getJson<{
      product: { sizes: { size_code: string; is_available: number }[]; net_price: number }
    }>(t.app, 'product', { id: found?.id ?? 0 })
    expect(page.body.product.net_price).toBe(429000)
    expect(page.body.product.sizes.map((size) => [size.size_code, size.is_available])).toEqual([
      ['M', 1],
      ['L', 1],
    ])
  })

  test('an export imports back unchanged, and changes to it are applied', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export',
      headers: { authorization: owner.authorization },
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8')
    // A byte-order mark first, so spreadsheets read the file as UTF-8.
    expect([...exported.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = exported.rawPayload.toString('utf8')
    const again = await sendCsv(text, 'check')
    expect(again.json()).toMatchObject({
      data: { problem_count: 0, summary: { products_created: 0 } },
    })
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), {
      header: true,
      skipEmptyLines: true,
    })
    const first = parsed.data.find((row) => row.status === 'published')
    if (!first) throw new Error('the export has no published product')
    const changed = { ...first, product_name: 'Renamed By Import', net_price: '123000' }
    const applied = await sendCsv(Papa.unparse([changed]), 'apply')
    expect(resultOf(applied.body)).toMatchObject({
      data: { applied: true, summary: { products_updated: 1 } },
    })
    const page = await getJson<{ product: { product_name: string; net_price: number } }>(
      t.app,
      'product',
      {
        id:
          (
            await getJson<{ products: { id: number }[] }>(t.app, 'products', {
              search: 'Renamed By Import',
            })
          ).body.products[0]?.id ?? 0,
      },
    )
    expect(page.body.product).toMatchObject({
      product_name: 'Renamed By Import',
      net_price: 123000,
    })
  })

  test('a SHOWROOM account can neither check, import nor export', async () => {
    const showroom = await createTestStaff(t.app, 'SHOWROOM')
    expect((await sendCsv(`${HEADER}\n`, 'check', showroom)).statusCode).toBe(403)
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export',
      headers: { authorization: showroom.authorization },
    })
    expect(exported.statusCode).toBe(403)
  })

  test('a file that is not UTF-8 text, an empty one and a header alone get readable messages', async () => {
    const binary = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import?mode=check',
      headers: { authorization: owner.authorization, 'content-type': 'text/csv' },
      payload: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00]),
    })
    expect(binary.json()).toEqual({
      error: { message: 'The file is not a CSV text file (UTF-8).' },
    })
    expect((await sendCsv('', 'check')).json()).toEqual({
      error: { message: 'Please choose a CSV file to import.' },
    })
    expect((await sendCsv(HEADER, 'check')).json()).toEqual({
      error: { message: 'The file has no rows below its header.' },
    })
    const unknown = await sendCsv('product_code,size_code,colour_x,stock_999\nA,M,red,1', 'check')
    expect(unknown.json()).toMatchObject({
      data: {
        problems: [
          {
            line: 1,
            column: 'colour_x',
            message: 'Column "colour_x" is not one the import knows.',
          },
          {
            line: 1,
            column: 'stock_999',
            message: 'There is no showroom 999 for column stock_999.',
          },
        ],
      },
    })
  })
})
