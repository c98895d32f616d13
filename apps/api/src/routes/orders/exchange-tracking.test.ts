import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { OrderTracking } from '@store/contract/orders'
import { callApi, signUpMember } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { queryRows } from '../../test/sql'
import { callAdmin, createTestStaff } from '../../test/staff'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import {
  askMemberReturn,
  deliveredCourierOrder,
  linkedPayload,
  newKey,
  orderLinesOf,
  otherSize,
  setHeld,
} from './return-fixtures'

type Tracked = { data?: { order_tracking: OrderTracking }; error?: { message: string } }

const HOUR = 60 * 60_000
let t: TestApp
let item: SizedProduct
let member: SignedUpMember
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  member = await signUpMember(t.app)
})
afterAll(async () => t.close())

/** A member's delivered courier order and an exchange of its unit for the other size. */
async function askedExchange() {
  await setHeld(t, item, 5)
  const order = await deliveredCourierOrder(t, item, member)
  const [line] = await orderLinesOf(t, order.id)
  const wanted = await otherSize(t, item, 5)
  const asked = await askMemberReturn(t, member, {
    id: order.id,
    lines: [{ line_id: line?.id, qty: 1, reason: 'too_small', exchange_size: wanted.size }],
    wish: 'EXCHANGE',
    way: 'COURIER',
    request_key: newKey(),
  })
  const ref = asked.body.data?.return.return_ref
  if (!ref) throw new Error(JSON.stringify(asked.body))
  return { order, ref, lineId: asked.body.data?.return.lines[0]?.id }
}

/** Staff take the parcel in and send the exchange by courier with its own waybill. */
async function shipped(ref: string, lineId: number | undefined) {
  const staff = await createTestStaff(t.app, 'STAFF')
  for (const [action, payload] of [
    ['approve', { ref }],
    ['receive', { ref, lines: [{ id: lineId, received: 1, damaged: 0 }], receipt_amount: null }],
    ['restock', { ref }],
    ['ship-exchange', { ref }],
  ] as const) {
    const moved = await callAdmin(t.app, 'POST', `returns/${action}`, payload, staff)
    if (moved.status !== 200) throw new Error(`${action}: ${JSON.stringify(moved.body)}`)
  }
  const [row] = await queryRows<{ exchange_no_resi: string }>(
    t.db,
    sql`select exchange_no_resi from order_returns where return_ref = ${ref}`,
  )
  return row?.exchange_no_resi ?? ''
}

const memberTracking = (id: number, returnRef: string, who: SignedUpMember | null = member) =>
  callApi<Tracked>(
    t.app,
    'GET',
    'user/return-tracking',
    { id, return_ref: returnRef },
    { token: who?.token ?? null },
  )
const linkedTracking = (link: { ref: string; key: string }, returnRef: string) =>
  callApi<Tracked>(t.app, 'GET', 'order-link/return-tracking', { ...link, return_ref: returnRef })

const orderTrackingOf = async (orderId: number) =>
  (
    await queryRows<{ tracking: unknown }>(
      t.db,
      sql`select tracking from orders where id = ${orderId}`,
    )
  )[0]?.tracking

describe('the shopper follows an exchange sent by courier on its own waybill', () => {
  test('the member and the signed link see the exchange travel to delivered, and the order keeps its own tracking', async () => {
    const { order, ref, lineId } = await askedExchange()
    const noResi = await shipped(ref, lineId)
    expect(noResi).toMatch(/^\d{12}$/)
    expect(noResi).not.toBe(order.no_resi)
    const ordersOwn = await orderTrackingOf(order.id)
    const first = await memberTracking(order.id, ref)
    expect(first.status).toBe(200)
    expect(first.body.data?.order_tracking.last_status.status).not.toBe('DELIVERED')
    t.app.clock.advance(50 * HOUR)
    const link = linkedPayload(t, order.trx_ref)
    const later = await linkedTracking(link, ref)
    expect(later.status).toBe(200)
    const tracking = later.body.data?.order_tracking
    expect(tracking?.last_status.status).toBe('DELIVERED')
    expect(tracking?.track_history.length).toBeGreaterThan(
      first.body.data?.order_tracking.track_history.length ?? 0,
    )
    expect(await orderTrackingOf(order.id)).toEqual(ordersOwn)
    const [kept] = await queryRows<{ exchange_tracking: OrderTracking }>(
      t.db,
      sql`select exchange_tracking from order_returns where return_ref = ${ref}`,
    )
    expect(kept?.exchange_tracking).toEqual(tracking)
    const forged = await linkedTracking({ ...link, key: `${link.key.slice(0, -2)}xx` }, ref)
    expect(forged.status).toBe(404)
  })

  test('an exchange not sent yet, another order’s return, another member and malformed input are refused', async () => {
    const { order, ref } = await askedExchange()
    const waiting = await memberTracking(order.id, ref)
    expect(waiting.status).toBe(404)
    expect(waiting.body.error?.message).toBe(
      `Return ${ref} has no waybill yet: the exchange gets one when it is sent.`,
    )
    const other = await askedExchange()
    const crossed = await memberTracking(order.id, other.ref)
    expect(crossed.status).toBe(404)
    expect(crossed.body.error?.message).toBe(`There is no return ${other.ref}.`)
    const stranger = await signUpMember(t.app)
    expect((await memberTracking(order.id, ref, stranger)).status).toBe(404)
    expect((await memberTracking(order.id, ref, null)).status).toBe(401)
    for (const hostile of ['nope', "RT-' or 1=1", 'RT-'.padEnd(300, 'A')]) {
      const answer = await memberTracking(order.id, hostile)
      expect(answer.status, hostile).toBe(400)
      expect(answer.body.error?.message).toBe(
        'Name the return by its reference, such as RT-7K2M9QXA.',
      )
    }
  })
})
