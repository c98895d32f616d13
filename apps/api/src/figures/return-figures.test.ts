import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { ReturnFigures } from '@store/contract/admin/return-figures'
import { callAdmin, createTestStaff } from '../test/staff'
import type { TestStaff } from '../test/staff'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { queryRows } from '../test/sql'
import { HUB_ID, SHOWROOM_ID } from '../routes/checkout/checkout-fixtures'
import { seedOrder, someProducts, wib } from './dashboard-fixtures'

let t: TestApp
let owner: TestStaff
let p1: number
let p2: number
const range = { from: '2025-03-08', to: '2025-03-12' }

async function lineOf(orderId: number, sizeCode: string) {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from order_lines where order_id = ${orderId} and size_code = ${sizeCode}`,
  )
  return Number(row?.id)
}

let refs = 0
/** A return of `qty` units of one line, left in `state`. */
async function returned(lineId: number, qty: number, reason: string, wish: string, state: string) {
  refs += 1
  const [line] = await queryRows<{ order_id: number }>(
    t.db,
    sql`select order_id from order_lines where id = ${lineId}`,
  )
  const at = wib('2025-03-20 10:00').toISOString()
  const [made] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into order_returns (return_ref, order_id, request_key, state, wish, way,
          showroom_id, created_at, updated_at)
        values (${`RT-FIG${String(refs).padStart(5, '0')}`}, ${line?.order_id}, ${`k${refs}`},
          ${state}, ${wish}, 'COURIER', ${HUB_ID}, ${at}::timestamptz, ${at}::timestamptz)
        returning id`,
  )
  await t.db
    .execute(sql`insert into order_return_lines (return_id, order_line_id, qty, reason, open)
    values (${made?.id}, ${lineId}, ${qty}, ${reason}, false)`)
}

const figures = async (query: Record<string, string>, staff: TestStaff | null = owner) =>
  callAdmin<{ data: ReturnFigures; error?: { message: string } }>(
    t.app,
    'GET',
    'dashboard/returns',
    query,
    staff,
  )

/**
 * The hand count, sales of 2025-03-08..12 WIB. A (8th): p1 M ×4, one
 * cancelled; 2 back as too small for an exchange. B (10th): p1 L ×2, one
 * asked back as too large but refused; p2 S ×5, one back damaged. C (13th,
 * outside): p1 M ×3, all back, not counted.
 */
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
  const products = await someProducts(t.db, 2)
  p1 = Number(products[0]?.product_id)
  p2 = Number(products[1]?.product_id)
  const order = (paid: string, lines: { productId: number; sizeCode: string; qty: number }[]) =>
    seedOrder(t.db, {
      status: 'COMPLETED',
      shipping: 'ONLINE_DELIVERY',
      showroomId: SHOWROOM_ID,
      grandTotal: 1_000_000,
      createdAt: wib(paid),
      paidAt: wib(paid),
      lines: lines.map((line) => ({ ...line, subtotal: line.qty * 100_000 })),
    })
  const a = await order('2025-03-08 10:00', [{ productId: p1, sizeCode: 'M', qty: 4 }])
  await t.db.execute(sql`update order_lines set cancelled_qty = 1 where order_id = ${a}`)
  await returned(await lineOf(a, 'M'), 2, 'too_small', 'EXCHANGE', 'RECEIVED')
  const b = await order('2025-03-10 12:00', [
    { productId: p1, sizeCode: 'L', qty: 2 },
    { productId: p2, sizeCode: 'S', qty: 5 },
  ])
  await returned(await lineOf(b, 'L'), 1, 'too_large', 'REFUND', 'REFUSED')
  await returned(await lineOf(b, 'S'), 1, 'damaged', 'REFUND', 'CLOSED')
  const c = await order('2025-03-13 00:00', [{ productId: p1, sizeCode: 'M', qty: 3 }])
  await returned(await lineOf(c, 'M'), 3, 'too_small', 'REFUND', 'CLOSED')
})
afterAll(async () => t.close())

test('what came back of the range’s sales, in all, by reason, product and size, to the unit', async () => {
  const { status, body } = await figures(range)
  expect(status).toBe(200)
  const shown = body.data
  expect(shown.totals).toEqual({
    sold: 10,
    returned: 3,
    exchanged: 2,
    too_small: 2,
    too_large: 0,
    rate: 30,
  })
  expect(shown.reasons.filter((row) => row.units > 0)).toEqual([
    { reason: 'too_small', units: 2 },
    { reason: 'damaged', units: 1 },
  ])
  expect(shown.products.map((row) => [row.product_id, row.sold, row.returned, row.rate])).toEqual([
    [p1, 5, 2, 40],
    [p2, 5, 1, 20],
  ])
  expect(shown.products[0]?.sizes).toEqual([
    { size_code: 'L', sold: 2, returned: 0, exchanged: 0, too_small: 0, too_large: 0, rate: 0 },
    { size_code: 'M', sold: 3, returned: 2, exchanged: 2, too_small: 2, too_large: 0, rate: 66.7 },
  ])
})

test('a range without sales has no rate rather than a rate of nothing', async () => {
  const { body } = await figures({ from: '2024-01-01', to: '2024-01-31' })
  expect(body.data.totals).toMatchObject({ sold: 0, returned: 0, rate: null })
  expect(body.data.products).toEqual([])
})

test('STAFF sees the figures; a SHOWROOM account and a stranger are refused; a bad day is a 400', async () => {
  const staff = await createTestStaff(t.app, 'STAFF')
  expect((await figures(range, staff)).body.data.totals.returned).toBe(3)
  const showroom = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
  expect((await figures(range, showroom)).status).toBe(403)
  expect((await figures(range, null)).status).toBe(401)
  const bad = await figures({ from: '8 March' })
  expect(bad.status).toBe(400)
  expect(bad.body.error?.message).toContain('The first day must be a date such as 2026-11-26.')
})
