import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { signUpMember } from '../../../test/members'
import { startMailServer } from '../../../test/mail-server'
import type { MailServer } from '../../../test/mail-server'
import { memberDeliveryOrder, notifyPayment, orderState } from '../../../test/orders'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { HOSTILE_JSON } from '../../../test/hostile-values'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { HUB_ID, heldAt } from '../../checkout/checkout-fixtures'
import { act, auditActions } from './order-page-fixtures'

let t: TestApp
let mail: MailServer
let shirt: SizedProduct
let dress: SizedProduct
let staff: TestStaff
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url, CLOCK_SHIFT: 'on' })
  const [first, second] = await sizedProducts(t.db, 2)
  if (!first || !second) throw new Error('no products')
  shirt = first
  dress = second
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

const REASON = 'Two units were found stained when packing.'

/** A paid courier order of one shirt and two dresses, with its lines as stored. */
async function paidTwoLineOrder() {
  const member = await signUpMember(t.app)
  const bill = await memberDeliveryOrder(t, shirt, member, [{ item: dress, qty: 2 }])
  await notifyPayment(t, bill)
  const order = await orderState(t, bill)
  const lines = await queryRows<{ id: number; product_size_id: number }>(
    t.db,
    sql`select id, product_size_id from order_lines where order_id = ${order.id} order by id`,
  )
  const lineOf = (item: SizedProduct) => {
    const line = lines.find((candidate) => candidate.product_size_id === item.productSizeId)
    if (!line) throw new Error('no line')
    return line.id
  }
  return { order, member, shirtLine: lineOf(shirt), dressLine: lineOf(dress) }
}

const refundsOf = (orderId: number) =>
  queryRows<{ amount: number }>(
    t.db,
    sql`select amount from order_refunds where order_id = ${orderId} order by id`,
  )

describe('cancelling some units of a paid order', () => {
  test('gives those units back, owes what the preview said, tells the buyer, and the rest goes on', async () => {
    const { order, member, dressLine } = await paidTwoLineOrder()
    const held = await heldAt(t.db, dress, HUB_ID)
    const lines = [{ line_id: dressLine, qty: 1 }]
    const preview = await act(t, staff, 'cancel-preview', { ref: order.trx_ref, lines })
    const owed = (
      preview.body as unknown as { data: { whole: boolean; refund: { total: number } } }
    ).data
    expect(owed.whole).toBe(false)
    const cancelled = await act(t, staff, 'cancel', { ref: order.trx_ref, reason: REASON, lines })
    expect(cancelled.status).toBe(200)
    const detail = cancelled.body.data?.order
    expect(detail?.status).toBe('PAID')
    expect(detail?.lines.find((line) => line.id === dressLine)?.cancelled_qty).toBe(1)
    expect(detail?.refunds.map((refund) => refund.amount)).toEqual([owed.refund.total])
    expect(owed.refund.total).toBeGreaterThan(0)
    expect(await heldAt(t.db, dress, HUB_ID)).toBe(held + 1)
    expect(await auditActions(t, order.trx_ref)).toEqual(['order.cancel-lines'])
    const mails = await mail.mailsTo(member.email, 3)
    const told = mails.find((sent) => sent.subject.includes('has been cancelled'))
    expect(told?.subject).toBe(`Part of your KAINARA order ${order.trx_ref} has been cancelled`)
    expect(told?.text).toContain('x1. The rest of your order goes ahead as planned.')
  })

  test('a second partial cancel then the rest add up to the grand total, shipping with the last', async () => {
    const { order, shirtLine, dressLine } = await paidTwoLineOrder()
    const [
      { grand_total: grandTotal, shipping_cost: shipping } = { grand_total: 0, shipping_cost: 0 },
    ] = await queryRows<{ grand_total: number; shipping_cost: number }>(
      t.db,
      sql`select grand_total, shipping_cost from orders where id = ${order.id}`,
    )
    await act(t, staff, 'cancel', {
      ref: order.trx_ref,
      reason: REASON,
      lines: [{ line_id: dressLine, qty: 2 }],
    })
    const last = await act(t, staff, 'cancel', {
      ref: order.trx_ref,
      reason: 'The buyer asked to cancel the rest.',
      lines: [{ line_id: shirtLine, qty: 1 }],
    })
    expect(last.body.data?.order.status).toBe('CANCELLED')
    const refunds = await refundsOf(order.id)
    expect(refunds).toHaveLength(2)
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(grandTotal)
    expect(Number(refunds[1]?.amount)).toBeGreaterThan(shipping)
    expect(await auditActions(t, order.trx_ref)).toEqual(['order.cancel-lines', 'order.cancel'])
  })

  test('refuses a line the order does not have and more units than are left, with nothing written', async () => {
    const { order, dressLine } = await paidTwoLineOrder()
    const unknown = await act(t, staff, 'cancel', {
      ref: order.trx_ref,
      reason: REASON,
      lines: [{ line_id: 987654, qty: 1 }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error?.message).toBe(
      `Order ${order.trx_ref} has no line 987654; choose the lines from the order as it stands.`,
    )
    const tooMany = await act(t, staff, 'cancel', {
      ref: order.trx_ref,
      reason: REASON,
      lines: [{ line_id: dressLine, qty: 3 }],
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error?.message).toMatch(/^Only 2 of .+ can still be cancelled\.$/)
    expect(await refundsOf(order.id)).toEqual([])
    expect(await auditActions(t, order.trx_ref)).toEqual([])
  })

  test('answers hostile or malformed lines with a 400 and a readable message', async () => {
    const { order, dressLine } = await paidTwoLineOrder()
    const bodies = [
      ...HOSTILE_JSON.map((value) => ({ lines: value })),
      { lines: [{ line_id: dressLine, qty: -1 }] },
      { lines: [{ line_id: dressLine, qty: 1.5 }] },
      { lines: [{ line_id: 'one', qty: 1 }] },
      { lines: [] },
      {
        lines: [
          { line_id: dressLine, qty: 1 },
          { line_id: dressLine, qty: 1 },
        ],
      },
      { lines: [{ line_id: dressLine, qty: 1 }], waybill_cancelled_in_portal: 'yes' },
    ]
    for (const body of bodies) {
      const answer = await act(t, staff, 'cancel', { ref: order.trx_ref, reason: REASON, ...body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.error?.message).toMatch(/\w/)
    }
    expect(await refundsOf(order.id)).toEqual([])
  })

  test('is refused without a session (401) and to a showroom account (403), with nothing written', async () => {
    const { order, dressLine } = await paidTwoLineOrder()
    const payload = { ref: order.trx_ref, reason: REASON, lines: [{ line_id: dressLine, qty: 1 }] }
    const showroom = await createTestStaff(t.app, 'SHOWROOM')
    expect((await callAdmin(t.app, 'POST', 'orders/cancel', payload)).status).toBe(401)
    expect((await act(t, showroom, 'cancel', payload)).status).toBe(403)
    expect((await act(t, showroom, 'cancel-preview', payload)).status).toBe(403)
    expect(await refundsOf(order.id)).toEqual([])
  })

  test('two staff cancelling the last units at once: one wins, the other is told', async () => {
    const { order, shirtLine, dressLine } = await paidTwoLineOrder()
    const other = await createTestStaff(t.app, 'OWNER')
    const lines = [
      { line_id: shirtLine, qty: 1 },
      { line_id: dressLine, qty: 2 },
    ]
    const answers = await Promise.all([
      act(t, staff, 'cancel', { ref: order.trx_ref, reason: REASON, lines }),
      act(t, other, 'cancel', { ref: order.trx_ref, reason: REASON, lines }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)?.body.error?.message).toMatch(
      /has already been cancelled\.$/,
    )
    expect(await refundsOf(order.id)).toHaveLength(1)
  })
})
