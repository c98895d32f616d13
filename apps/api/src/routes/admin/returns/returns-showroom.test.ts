import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { StaffReturn } from '@store/contract/admin/returns'
import { signUpMember } from '../../../test/members'
import type { SignedUpMember } from '../../../test/members'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { HUB_ID, SHOWROOM_ID } from '../../checkout/checkout-fixtures'
import {
  askMemberReturn,
  deliveredCourierOrder,
  newKey,
  orderLinesOf,
  otherSize,
  setHeld,
} from '../../orders/return-fixtures'

type Listed = { data?: { returns: StaffReturn[]; total: number }; error?: { message: string } }

let t: TestApp
let item: SizedProduct
let member: SignedUpMember
let counterRef: string
let courierRef: string
let atShowroom: TestStaff
let atHub: TestStaff
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  member = await signUpMember(t.app)
  courierRef = await asked({ way: 'COURIER' })
  counterRef = await asked({ way: 'COUNTER', showroom_id: SHOWROOM_ID })
  // Each delivery moved the store's clock on: sign staff in after them.
  atShowroom = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
  atHub = await createTestStaff(t.app, 'SHOWROOM', [HUB_ID])
})
afterAll(async () => t.close())

/** A delivered courier order (shipped from the hub) and an exchange of its unit, sent or brought back. */
async function asked(how: { way: 'COURIER' | 'COUNTER'; showroom_id?: number }) {
  await setHeld(t, item, 5)
  const order = await deliveredCourierOrder(t, item, member)
  const [line] = await orderLinesOf(t, order.id)
  const wanted = await otherSize(t, item, 5)
  const answer = await askMemberReturn(t, member, {
    id: order.id,
    lines: [{ line_id: line?.id, qty: 1, reason: 'too_small', exchange_size: wanted.size }],
    wish: 'EXCHANGE',
    ...how,
    request_key: newKey(),
  })
  const made = answer.body.data?.return
  if (!made) throw new Error(JSON.stringify(answer.body))
  return made.return_ref
}

const list = (who: TestStaff, query: Record<string, unknown> = {}) =>
  callAdmin<Listed>(t.app, 'GET', 'returns', query, who)
const refsOf = (answer: { body: Listed }) => answer.body.data?.returns.map((r) => r.return_ref)

/** What a refused move must leave untouched: the return's row, its lines, its audit and the stock. */
const written = async (ref: string) => ({
  returns: await queryRows(t.db, sql`select * from order_returns where return_ref = ${ref}`),
  lines: await queryRows(
    t.db,
    sql`select l.* from order_return_lines l join order_returns r on r.id = l.return_id
        where r.return_ref = ${ref} order by l.id`,
  ),
  audit: await queryRows(
    t.db,
    sql`select action from audit_log where entity = 'return' and entity_id = ${ref}`,
  ),
  stocks: await queryRows(t.db, sql`select * from stocks order by product_size_id, showroom_id`),
})

describe('a SHOWROOM account reaches only the returns brought to its showrooms', () => {
  test('the list shows each showroom its own returns, and filtering for another showroom shows none', async () => {
    const mine = await list(atShowroom)
    expect(refsOf(mine)).toContain(counterRef)
    expect(refsOf(mine)).not.toContain(courierRef)
    const hub = await list(atHub)
    expect(refsOf(hub)).toContain(courierRef)
    expect(refsOf(hub)).not.toContain(counterRef)
    const asked = await list(atShowroom, { showroom: HUB_ID })
    expect(asked.body.data).toMatchObject({ returns: [], total: 0 })
    const searched = await list(atShowroom, { q: courierRef })
    expect(searched.body.data).toMatchObject({ returns: [], total: 0 })
  })

  test("another showroom's return: its page and every move answer 403, and nothing is written", async () => {
    const before = await written(courierRef)
    const page = await callAdmin(t.app, 'GET', 'returns/detail', { ref: courierRef }, atShowroom)
    expect(page.status).toBe(403)
    expect((page.body as Listed).error?.message).toMatch(courierRef)
    for (const [action, payload] of [
      ['approve', {}],
      ['refuse', { reason: 'Not ours to judge' }],
      ['receive', { lines: [{ id: 1, received: 1, damaged: 0 }], receipt_amount: null }],
      ['restock', {}],
      ['ship-exchange', {}],
      ['ready-exchange', {}],
      ['close', {}],
    ] as const) {
      const moved = await callAdmin(
        t.app,
        'POST',
        `returns/${action}`,
        { ref: courierRef, ...payload },
        atShowroom,
      )
      expect(moved.status, action).toBe(403)
    }
    expect(await written(courierRef)).toEqual(before)
  })

  test('a return that does not exist is a 404, and its own showroom moves its return', async () => {
    const missing = await callAdmin(
      t.app,
      'GET',
      'returns/detail',
      { ref: 'RT-AAAAAAAA' },
      atShowroom,
    )
    expect(missing.status).toBe(404)
    const approved = await callAdmin<{ data: { return: StaffReturn } }>(
      t.app,
      'POST',
      'returns/approve',
      { ref: counterRef },
      atShowroom,
    )
    expect(approved.status).toBe(200)
    expect(approved.body.data.return.state).toBe('APPROVED')
    const refused = await callAdmin(t.app, 'POST', 'returns/approve', { ref: counterRef }, atHub)
    expect(refused.status).toBe(403)
  })
})
