import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../../test/sql'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'

let t: TestApp
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

const HEADER =
  'product_code,product_name,category_sub_id,sub_group_id,retail_price,net_price,size_code,status'

async function importCsv(rows: string[], mode: 'check' | 'apply' = 'apply') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/import?mode=${mode}`,
    headers: { authorization: owner.authorization, 'content-type': 'text/csv' },
    payload: [HEADER, ...rows].join('\r\n'),
  })
  return JSON.parse(response.body.trim().split('\n').at(-1) ?? '{}') as {
    data: { problems: { line: number; column: string; message: string }[] }
  }
}

async function statusOf(code: string) {
  const [row] = await queryRows<{ id: number; status: string }>(
    t.db,
    sql`select id, status from products where product_code = ${code}`,
  )
  const page = await t.app.inject({ url: `/api/product?id=${row?.id ?? 0}` })
  return { status: row?.status, onShop: page.statusCode === 200 }
}

test('a new row without a status is a draft, kept off the shop; one that carries its status takes it', async () => {
  await importCsv([
    'KN-CSV-DRAFT,Kemeja Draft,601,11,300000,300000,M,',
    'KN-CSV-LIVE,Kemeja Live,601,11,300000,300000,M,published',
    'KN-CSV-GONE,Kemeja Gone,601,11,300000,300000,M,ARCHIVED',
  ])
  expect(await statusOf('KN-CSV-DRAFT')).toEqual({ status: 'DRAFT', onShop: false })
  expect(await statusOf('KN-CSV-LIVE')).toEqual({ status: 'PUBLISHED', onShop: true })
  expect(await statusOf('KN-CSV-GONE')).toEqual({ status: 'ARCHIVED', onShop: false })

  // A later file publishes the draft and leaves a product whose status cell is blank as it is.
  await importCsv(['KN-CSV-DRAFT,,,,,,M,published', 'KN-CSV-LIVE,,,,,,M,'])
  expect(await statusOf('KN-CSV-DRAFT')).toEqual({ status: 'PUBLISHED', onShop: true })
  expect(await statusOf('KN-CSV-LIVE')).toEqual({ status: 'PUBLISHED', onShop: true })
})

test('a status that is not draft, published or archived is a problem named by its line', async () => {
  const result = await importCsv(['KN-CSV-ODD,Kemeja Odd,601,11,300000,300000,M,yes'], 'check')
  expect(result.data.problems).toEqual([
    { line: 2, column: 'status', message: 'status must be draft, published or archived.' },
  ])
})
