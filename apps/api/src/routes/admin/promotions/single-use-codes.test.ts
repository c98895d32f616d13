import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { SingleUseCodes } from '@store/contract/admin/single-use-codes'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { postJson } from '../../../test/inject'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { cartCalls, newDevice, sizedProducts } from '../../cart/cart-fixtures'
import { HUB_ID, SHOWROOM_ID, stockAt } from '../../checkout/checkout-fixtures'

let t: TestApp
let staff: TestStaff
let parentId: number
beforeAll(async () => {
  t = await createTestApp()
  staff = await createTestStaff(t.app, 'STAFF')
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from promo_codes where code = 'KAINARA10'`,
  )
  parentId = Number(row?.id)
})
afterAll(async () => t.close())

type Made = { data: SingleUseCodes & { message: string }; error: { message: string } }
const make = (fields: Record<string, unknown>, who: TestStaff | null = staff) =>
  callAdmin<Made>(t.app, 'POST', 'promo-codes/single-use', { id: parentId, ...fields }, who)

const codesOf = (prefix: string) =>
  queryRows<{ code: string; usage_limit: number; disc_percent: number; is_active: boolean }>(
    t.db,
    sql`select code, usage_limit, disc_percent, is_active from promo_codes
        where code like ${`${prefix}%`} and parent_id = ${parentId} order by id`,
  )

async function tryCode(code: string) {
  const [item] = await sizedProducts(t.db, 1)
  if (!item) throw new Error('no product')
  await stockAt(t.db, item, { [HUB_ID]: 10 })
  await t.db.execute(sql`update products set net_price = 1000000 where id = ${item.productId}`)
  const device = newDevice()
  await cartCalls(t.app).add(device, item, 1)
  return postJson<{ error?: { message: string } }>(t.app, 'checkout-promo-code', {
    local_device_id: device,
    promo_code: code,
    showroom_id: HUB_ID,
  })
}

test('two hundred single-use codes for an influencer follow the parent’s rule, once each, and are exported', async () => {
  const { status, body } = await make({ prefix: 'rina', count: 200 })
  expect(status).toBe(200)
  expect(body.data).toMatchObject({ made: 200, used: 0 })
  const codes = await codesOf('RINA')
  expect(codes).toHaveLength(200)
  expect(new Set(codes.map((row) => row.code)).size).toBe(200)
  for (const row of codes) {
    expect(row.code).toMatch(/^RINA[2-9A-HJ-NP-Z]{6}$/)
    expect(row).toMatchObject({ usage_limit: 1, disc_percent: 10, is_active: true })
  }
  // Each is a code of its own at checkout; once used, it is used up.
  const first = codes[0]?.code ?? ''
  expect((await tryCode(first)).status).toBe(200)
  await t.db.execute(sql`update promo_codes set used_count = 1 where code = ${first}`)
  expect((await tryCode(first)).status).toBe(400)

  const csv = await t.app.inject({
    method: 'GET',
    url: `/api/admin/promo-codes/single-use/export?id=${parentId}`,
    headers: { authorization: staff.authorization },
  })
  expect(csv.statusCode).toBe(200)
  expect(csv.headers['content-type']).toContain('text/csv')
  const lines = csv.body
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toBe('code,used')
  expect(lines).toHaveLength(201)
  expect(lines).toContain(`${first},yes`)
  const counted = await callAdmin<{ data: SingleUseCodes }>(
    t.app,
    'GET',
    'promo-codes/single-use',
    { id: parentId },
    staff,
  )
  expect(counted.body.data).toEqual({ made: 200, used: 1 })
  // The list keeps one row for the campaign, not two hundred.
  const list = await callAdmin<{ data: { items: { code: string }[] } }>(
    t.app,
    'GET',
    'promo-codes',
    { q: 'RINA' },
    staff,
  )
  expect(list.body.data.items).toEqual([])
})

test('switching the parent off switches its codes off; a single-use code cannot be edited alone', async () => {
  await make({ prefix: 'DIMAS', count: 3 })
  await callAdmin(t.app, 'PUT', 'promo-codes/active', { id: parentId, is_active: false }, staff)
  expect((await codesOf('DIMAS')).map((row) => row.is_active)).toEqual([false, false, false])
  await callAdmin(t.app, 'PUT', 'promo-codes/active', { id: parentId, is_active: true }, staff)
  expect((await codesOf('DIMAS')).map((row) => row.is_active)).toEqual([true, true, true])
  const [child] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from promo_codes where parent_id = ${parentId} limit 1`,
  )
  const alone = await callAdmin<{ error: { message: string } }>(
    t.app,
    'PUT',
    'promo-codes/active',
    { id: child?.id, is_active: false },
    staff,
  )
  expect(alone.status).toBe(400)
  expect(alone.body.error.message).toContain('edit that one instead')
  const again = await make({ id: child?.id, prefix: 'NESTED', count: 2 })
  expect(again.status).toBe(400)
  expect(await codesOf('NESTED')).toEqual([])
})

describe('bad input says what to fix and makes nothing', () => {
  test.each([
    [{ prefix: 'R', count: 5 }, 'Give the codes a prefix of 2 to 16 letters or digits'],
    [{ prefix: 'RI-NA', count: 5 }, 'Give the codes a prefix of 2 to 16 letters or digits'],
    [{ prefix: 'RINA', count: 0 }, 'Make 1 to 1000 codes at a time.'],
    [{ prefix: 'RINA', count: 1001 }, 'Make 1 to 1000 codes at a time.'],
    [{ prefix: 'RINA', count: 'many' }, 'Make 1 to 1000 codes at a time.'],
    [{ prefix: 'RINA', count: 2, id: 999_999 }, 'There is no such promo code'],
  ])('%j', async (fields, message) => {
    const before = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from promo_codes`,
    )
    const { status, body } = await make(fields)
    expect([400, 404]).toContain(status)
    expect(body.error.message).toContain(message)
    const after = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from promo_codes`,
    )
    expect(after[0]?.n).toBe(before[0]?.n)
  })

  test('a SHOWROOM account may not make codes', async () => {
    const showroom = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
    expect((await make({ prefix: 'SHOW', count: 2 }, showroom)).status).toBe(403)
    expect(await codesOf('SHOW')).toEqual([])
  })
})
