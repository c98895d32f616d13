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
import { HUB_ID, SHOWROOM_ID, heldAt } from '../../checkout/checkout-fixtures'
import {
  askMemberReturn,
  deliveredCourierOrder,
  newKey,
  orderLinesOf,
  otherSize,
  setHeld,
} from '../../orders/return-fixtures'

type Moved = { data?: { message: string; return: StaffReturn }; error?: { message: string } }

let t: TestApp
let item: SizedProduct
let owner: TestStaff
let staff: TestStaff
let member: SignedUpMember
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  member = await signUpMember(t.app)
})
afterAll(async () => t.close())

const move = (action: string, payload: Record<string, unknown>, who: TestStaff | null = staff) =>
  callAdmin<Moved>(t.app, 'POST', `returns/${action}`, payload, who)
const bank = { bank_name: 'BCA', account_number: '5271234567', account_holder: 'Sari Dewi' }

/** A delivered courier order and a return of its one unit: an exchange for the other size, or a refund. */
async function asked(wish: 'EXCHANGE' | 'REFUND', reason = 'too_small') {
  await setHeld(t, item, 5)
  const order = await deliveredCourierOrder(t, item, member)
  const [line] = await orderLinesOf(t, order.id)
  const wanted = await otherSize(t, item, 5)
  const answer = await askMemberReturn(t, member, {
    id: order.id,
    lines: [
      {
        line_id: line?.id,
        qty: 1,
        reason,
        ...(wish === 'EXCHANGE' && { exchange_size: wanted.size }),
      },
    ],
    wish,
    way: 'COURIER',
    ...(wish === 'REFUND' && { bank }),
    request_key: newKey(),
  })
  const made = answer.body.data?.return
  if (!made) throw new Error(JSON.stringify(answer.body))
  // The delivery moved the store's clock two days on: sessions signed in before have ended.
  owner = await createTestStaff(t.app, 'OWNER')
  staff = await createTestStaff(t.app, 'STAFF')
  return { order, ref: made.return_ref, line: made.lines[0], wanted }
}

const receiveAll = (ref: string, lineId: number | undefined, receipt: number | null = 15_000) => ({
  ref,
  lines: [{ id: lineId, received: 1, damaged: 0 }],
  receipt_amount: receipt,
})

async function auditOf(ref: string) {
  const rows = await queryRows<{ action: string }>(
    t.db,
    sql`select action from audit_log where entity = 'return' and entity_id = ${ref} order by id`,
  )
  return rows.map((row) => row.action)
}

describe('staff move a return', () => {
  test('an exchange M for L by courier: approved, received, restocked and sent with its own waybill', async () => {
    const { ref, line, wanted } = await asked('EXCHANGE')
    const restockedBefore = await heldAt(t.db, item, HUB_ID)
    expect((await move('approve', { ref })).status).toBe(200)
    expect((await move('receive', receiveAll(ref, line?.id))).status).toBe(200)
    expect((await move('restock', { ref })).status).toBe(200)
    expect(await heldAt(t.db, item, HUB_ID)).toBe(restockedBefore + 1)
    const shipped = await move('ship-exchange', { ref })
    expect(shipped.status).toBe(200)
    expect(shipped.body.data?.return).toMatchObject({ state: 'EXCHANGE_SHIPPED' })
    expect(shipped.body.data?.return.exchange_no_resi).toMatch(/^\w{6,}$/)
    expect(await heldAt(t.db, wanted, HUB_ID)).toBe(4)
    expect((await move('close', { ref })).body.data?.return.state).toBe('CLOSED')
    expect(await auditOf(ref)).toEqual([
      'return.approve',
      'return.receive',
      'return.restock',
      'return.ship-exchange',
      'return.close',
    ])
  })

  test('a refund for an item not as pictured: the ledger gets all it was paid and the return shipping, capped', async () => {
    const { order, ref, line } = await asked('REFUND', 'not_as_pictured')
    await move('receive', receiveAll(ref, line?.id, 32_000))
    await move('restock', { ref })
    expect((await move('record-refund', { ref })).status).toBe(403)
    const recorded = await move('record-refund', { ref }, owner)
    expect(recorded.status).toBe(200)
    const [paid] = await queryRows<{ grand_total: number; shipping_cost: number }>(
      t.db,
      sql`select grand_total, shipping_cost from orders where id = ${order.id}`,
    )
    // The whole order came back for the shop's fault: all it was paid, plus 20.000 of the 32.000 receipt.
    const owed = Number(paid?.grand_total) + 20_000
    expect(recorded.body.data?.return.refund_amount).toBe(owed)
    const [ledger] = await queryRows<{ amount: number; reason: string }>(
      t.db,
      sql`select amount, reason from order_refunds where order_id = ${order.id}`,
    )
    expect(ledger).toMatchObject({ amount: owed, reason: `Return ${ref}` })
    expect((await move('record-refund', { ref }, owner)).status).toBe(409)
  })

  test('two staff receiving one parcel at once: one wins, the other is told what it became', async () => {
    const { ref, line } = await asked('EXCHANGE')
    const other = await createTestStaff(t.app, 'STAFF')
    const answers = await Promise.all([
      move('receive', receiveAll(ref, line?.id)),
      move('receive', receiveAll(ref, line?.id), other),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const lost = answers.find((answer) => answer.status === 409)
    expect(lost?.body.error?.message).toBe(
      `Return ${ref} is already received; the page shows it now.`,
    )
    expect(await auditOf(ref)).toEqual(['return.receive'])
  })

  test('refusing gives the held size back, and the line may be asked for again', async () => {
    const { order, ref, line, wanted } = await asked('EXCHANGE')
    expect(await heldAt(t.db, wanted, HUB_ID)).toBe(4)
    const refused = await move('refuse', { ref, reason: 'The tags were removed.' })
    expect(refused.body.data?.return).toMatchObject({
      state: 'REFUSED',
      refusal_reason: 'The tags were removed.',
    })
    expect(await heldAt(t.db, wanted, HUB_ID)).toBe(5)
    const again = await askMemberReturn(t, member, {
      id: order.id,
      lines: [
        { line_id: line?.order_line_id, qty: 1, reason: 'too_large', exchange_size: wanted.size },
      ],
      wish: 'EXCHANGE',
      way: 'COURIER',
      request_key: newKey(),
    })
    expect(again.status).toBe(200)
  })

  test('roles: no session 401, bank details and money moves only for the owner, a showroom only its own', async () => {
    const { ref } = await asked('REFUND')
    const elsewhere = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
    expect((await move('approve', { ref }, null)).status).toBe(401)
    expect((await move('approve', { ref }, elsewhere)).status).toBe(403)
    expect((await callAdmin(t.app, 'GET', 'returns/detail', { ref }, elsewhere)).status).toBe(403)
    const list = await callAdmin<{ data: { returns: { return_ref: string }[] } }>(
      t.app,
      'GET',
      'returns',
      {},
      elsewhere,
    )
    expect(list.body.data.returns.map((r) => r.return_ref)).not.toContain(ref)
    const seenByStaff = await callAdmin<{ data: { return: StaffReturn } }>(
      t.app,
      'GET',
      'returns/detail',
      { ref },
      staff,
    )
    expect(seenByStaff.body.data.return.bank).toBeNull()
    const seenByOwner = await callAdmin<{ data: { return: StaffReturn } }>(
      t.app,
      'GET',
      'returns/detail',
      { ref },
      owner,
    )
    expect(seenByOwner.body.data.return.bank).toEqual(bank)
    expect(await auditOf(ref)).toEqual([])
  })

  test('malformed moves and filters get a 400 with a readable message', async () => {
    const { ref, line } = await asked('EXCHANGE')
    for (const [action, payload] of [
      ['approve', { ref: 'RT-lower' }],
      ['refuse', { ref, reason: 'no' }],
      ['receive', { ref, lines: [{ id: line?.id, received: 2, damaged: 0 }] }],
      ['receive', { ref, lines: [{ id: line?.id, received: 1, damaged: 2 }] }],
      ['receive', { ref, lines: [{ id: 987654, received: 1, damaged: 0 }] }],
      [
        'receive',
        { ref, lines: [{ id: line?.id, received: -1, damaged: 0 }], receipt_amount: 'x' },
      ],
      ['convert-to-refund', { ref, bank: { ...bank, account_number: 'abc' } }],
    ] as const) {
      const answer = await move(action, payload, owner)
      expect(answer.status, `${action} ${JSON.stringify(payload)}`).toBe(400)
      expect(answer.body.error?.message).toMatch(/\w/)
    }
    for (const query of [
      { state: 'LOST' },
      { from: '2026-02-30' },
      { page: 0 },
      { q: 'x'.repeat(65) },
    ]) {
      const answer = await callAdmin(t.app, 'GET', 'returns', query, owner)
      expect(answer.status, JSON.stringify(query)).toBe(400)
    }
    expect(await auditOf(ref)).toEqual([])
  })
})
