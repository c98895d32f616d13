import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { HUB_ID, SHOWROOM_ID, heldAt, stockAt } from '../../checkout/checkout-fixtures'

let t: TestApp
let owner: TestStaff
let item: SizedProduct
let other: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
  const [first, second] = await sizedProducts(t.db, 2)
  if (!first || !second) throw new Error('no sized products')
  item = first
  other = second
})
afterAll(async () => t.close())

const cell = (size: SizedProduct, showroomId: number, expected: number, qty: number) => ({
  product_size_id: size.productSizeId,
  showroom_id: showroomId,
  expected_qty: expected,
  qty,
})

test("a product's stock grid lists its sizes by every showroom, hubs marked", async () => {
  await stockAt(t.db, item, { [HUB_ID]: 3, [SHOWROOM_ID]: 5 })
  const { status, body } = await callAdmin<{
    data: {
      showrooms: { id: number; is_hub: boolean }[]
      sizes: { product_size_id: number; size_code: string; qty: Record<string, number> }[]
    }
  }>(t.app, 'GET', 'stock/product', { product_id: item.productId }, owner)
  expect(status).toBe(200)
  expect(body.data.showrooms).toHaveLength(12)
  expect(body.data.showrooms.find((room) => room.id === HUB_ID)?.is_hub).toBe(true)
  const row = body.data.sizes.find((size) => size.product_size_id === item.productSizeId)
  expect(row?.size_code).toBe(item.size)
  expect(row?.qty).toMatchObject({ [HUB_ID]: 3, [SHOWROOM_ID]: 5 })
})

test('a batch sets every cell and writes one audit line with each cell before and after', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  await t.db.execute(
    sql`delete from stocks where product_size_id = ${other.productSizeId} and showroom_id = 4`,
  )
  const { status, body } = await callAdmin(
    t.app,
    'POST',
    'stock/save',
    { cells: [cell(item, SHOWROOM_ID, 5, 9), cell(other, 4, 0, 2)] },
    owner,
  )
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.message).toBe('Stock saved for 2 cells.')
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(9)
  expect(await heldAt(t.db, other, 4)).toBe(2)
  const [line] = await queryRows<{ actor: string; before: unknown; after: unknown }>(
    t.db,
    sql`select actor, before, after from audit_log where action = 'stock.set' order by id desc limit 1`,
  )
  expect(line?.actor).toBe(owner.email)
  const [named] = await queryRows<{ code: string; showroom: string }>(
    t.db,
    sql`select p.product_code as code, s.showroom_name as showroom
        from products p, showrooms s where p.id = ${item.productId} and s.id = ${SHOWROOM_ID}`,
  )
  // Named as staff read them: 'Stock of KNMBT901 M at Senayan City: 5 -> 9'.
  expect(line?.before).toContainEqual({
    product_size_id: item.productSizeId,
    showroom_id: SHOWROOM_ID,
    product_code: named?.code,
    size: item.size,
    showroom: named?.showroom,
    qty: 5,
  })
  expect(line?.after).toContainEqual(
    expect.objectContaining({ product_size_id: other.productSizeId, showroom_id: 4, qty: 2 }),
  )
})

test('a batch with one moved cell writes nothing and names the cell and what it holds now', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  await stockAt(t.db, other, { [SHOWROOM_ID]: 7 })
  const audits = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`)
  const { status, body } = await callAdmin<{ error: { message: string } }>(
    t.app,
    'POST',
    'stock/save',
    { cells: [cell(item, SHOWROOM_ID, 5, 1), cell(other, SHOWROOM_ID, 6, 20)] },
    owner,
  )
  expect(status).toBe(409)
  expect(body.error.message).toContain('nothing was saved')
  expect(body.error.message).toMatch(
    new RegExp(`size ${other.size} at .+ now holds 7 \\(you saw 6\\)`),
  )
  expect(body.error.message).not.toContain(`size ${item.size} at`)
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(5)
  expect(await heldAt(t.db, other, SHOWROOM_ID)).toBe(7)
  const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`)
  expect(after).toEqual(audits)
})

test('quantities outside 0 to 100000, a cell twice or an unknown size are refused with a message', async () => {
  const save = (cells: unknown[]) =>
    callAdmin<{ error: { message: string } }>(t.app, 'POST', 'stock/save', { cells }, owner)
  const tooMany = await save([cell(item, SHOWROOM_ID, 0, 100_001)])
  expect(tooMany.status).toBe(400)
  expect(tooMany.body.error.message).toMatch(/whole number from 0 to 100,000/)
  expect((await save([cell(item, 1, 0, 1.5)])).status).toBe(400)
  const twice = await save([cell(item, 1, 0, 1), cell(item, 1, 0, 2)])
  expect(twice.body.error.message).toMatch(/appears twice/)
  const unknown = await save([{ ...cell(item, 1, 0, 1), product_size_id: 999_999 }])
  expect(unknown.status).toBe(400)
  expect(unknown.body.error.message).toBe('There is no size 999999.')
})
