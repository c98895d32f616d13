import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { LedgerRefund } from '@store/contract/admin/refunds'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { signUpMember } from '../../../test/members'
import type { SignedUpMember } from '../../../test/members'
import { startMailServer } from '../../../test/mail-server'
import type { MailServer } from '../../../test/mail-server'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { act, auditActions, paidCourierOrder } from '../order/order-page-fixtures'

type Ledger = { data: { refunds: LedgerRefund[]; total: number; channels: string[] } }
type Marked = { data?: { message: string; refund: LedgerRefund }; error?: { message: string } }

let t: TestApp
let mail: MailServer
let item: SizedProduct
let owner: TestStaff
let staff: TestStaff
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url, CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  owner = await createTestStaff(t.app, 'OWNER')
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

/** A paid courier order cancelled by staff: one refund owed, its id. */
async function owedRefund(member?: SignedUpMember) {
  const buyer = member ?? (await signUpMember(t.app))
  const order = await paidCourierOrder(t, item, buyer)
  await act(t, staff, 'cancel', { ref: order.trx_ref, reason: 'The buyer asked by phone.' })
  const [refund] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from order_refunds where order_id = ${order.id}`,
  )
  return { order, buyer, id: Number(refund?.id) }
}

const ledger = (query: Record<string, unknown>, who: TestStaff | null = owner) =>
  callAdmin<Ledger>(t.app, 'GET', 'refunds', query, who)
const markPaid = (payload: Record<string, unknown>, who: TestStaff | null = owner) =>
  callAdmin<Marked>(t.app, 'POST', 'refunds/mark-paid', payload, who)

describe('the refunds ledger', () => {
  test('lists a cancel’s refund as owed with its channel, and marking it paid tells the buyer', async () => {
    const { order, buyer, id } = await owedRefund()
    const owed = await ledger({ status: 'OWED', channel: 'Permata Virtual Account' })
    expect(owed.status).toBe(200)
    expect(owed.body.data.refunds.find((refund) => refund.id === id)).toMatchObject({
      trx_ref: order.trx_ref,
      status: 'OWED',
      channel: 'Permata Virtual Account',
      recorded_by: staff.email,
      paid_at: null,
    })
    const marked = await markPaid({ id, transfer_ref: 'BCA-2611-0042' })
    expect(marked.status).toBe(200)
    expect(marked.body.data?.refund).toMatchObject({
      status: 'PAID',
      transfer_ref: 'BCA-2611-0042',
      paid_by: owner.email,
    })
    const paid = await ledger({ status: 'PAID' })
    expect(paid.body.data.refunds.map((refund) => refund.id)).toContain(id)
    expect((await ledger({ status: 'OWED' })).body.data.refunds.map((r) => r.id)).not.toContain(id)
    expect(await auditActions(t, order.trx_ref)).toEqual(['order.cancel', 'refund.mark-paid'])
    const mails = await mail.mailsTo(buyer.email, 4)
    const told = mails.find((sent) => sent.subject.startsWith('Your refund'))
    expect(told?.subject).toBe(`Your refund for KAINARA order ${order.trx_ref} is on its way`)
    expect(told?.text).toContain('(reference BCA-2611-0042)')
  })

  test('two staff marking one refund paid at once: one wins, the other is told who did', async () => {
    const { id } = await owedRefund()
    const other = await createTestStaff(t.app, 'OWNER')
    const answers = await Promise.all([
      markPaid({ id, transfer_ref: 'BCA-FIRST-01' }),
      markPaid({ id, transfer_ref: 'BCA-SECOND-02' }, other),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const lost = answers.find((answer) => answer.status === 409)
    expect(lost?.body.error?.message).toMatch(
      /^This refund was already marked paid by .+ \(transfer BCA-/,
    )
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'refund.mark-paid'
          and after->>'refund' = ${String(id)}`,
    )
    expect(row?.n).toBe(1)
  })

  test('is for the roles that handle money: 401 without a session, 403 to STAFF, nothing written', async () => {
    const { id } = await owedRefund()
    expect((await ledger({}, null)).status).toBe(401)
    expect((await ledger({}, staff)).status).toBe(403)
    expect((await markPaid({ id, transfer_ref: 'BCA-NOPE-01' }, staff)).status).toBe(403)
    expect((await markPaid({ id, transfer_ref: 'BCA-NOPE-01' }, null)).status).toBe(401)
    const [row] = await queryRows<{ settled_at: Date | null }>(
      t.db,
      sql`select settled_at from order_refunds where id = ${id}`,
    )
    expect(row?.settled_at).toBeNull()
  })

  test('answers malformed filters and transfers with a 400 and a readable message', async () => {
    const { id } = await owedRefund()
    for (const query of [
      { status: 'LOST' },
      { from: '26-11-2026' },
      { from: '2026-02-30' },
      { page: -1 },
    ]) {
      const answer = await ledger(query)
      expect(answer.status, JSON.stringify(query)).toBe(400)
    }
    for (const payload of [
      { id, transfer_ref: 'ab' },
      { id, transfer_ref: 'x'.repeat(61) },
      { id: 'one', transfer_ref: 'BCA-2611-0001' },
      { id, transfer_ref: '\u0000BCA' },
      { id },
    ]) {
      const answer = await markPaid(payload)
      expect(answer.status, JSON.stringify(payload)).toBe(400)
      expect(answer.body.error?.message).toMatch(/\w/)
    }
    expect((await markPaid({ id: 987654, transfer_ref: 'BCA-2611-0001' })).status).toBe(404)
  })
})
