import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sizedProducts } from '../../cart/cart-fixtures'
import { HUB_ID, stockAt } from '../../checkout/checkout-fixtures'
import { payOrder, placeDeliveryOrder } from '../../orders/order-fixtures'
import { signUpMember } from '../../../test/members'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { insertBoardOrder } from './board-fixtures'
import { boardOf, countsOf, dayAt, refsOf } from './board-test-helpers'

let t: TestApp
let staff: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => t.close())

describe('the orders board', () => {
  test("a shopper's paid courier order is on the board, to pack, with its payment", async () => {
    const [item] = await sizedProducts(t.db, 1)
    if (!item) throw new Error('no product')
    await stockAt(t.db, item, { [HUB_ID]: 10 })
    const member = await signUpMember(t.app)
    const order = await placeDeliveryOrder(t, item, member)
    await payOrder(t, order)
    const board = await boardOf(t, staff, { q: order.trxRef })
    expect(board.status).toBe(200)
    expect(board.body.data.orders).toEqual([
      expect.objectContaining({
        trx_ref: order.trxRef,
        member: true,
        shipping_type: 'ONLINE_DELIVERY',
        courier: 'SICEPAT REG',
        status: 'PAID',
        group: 'to_pack',
        grand_total: Number(order.bill.bill_total),
        payment_channel: 'Permata Virtual Account',
        payment_state: 'paid',
      }),
    ])
    expect(board.body.data.orders[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  test('lists newest first, dates in WIB, and pages by cursor to the last order', async () => {
    const day = '2025-01-06'
    const made = []
    for (let n = 0; n < 53; n += 1)
      made.push(
        await insertBoardOrder(t.db, { createdAt: dayAt(day, `10:${String(n).padStart(2, '0')}`) }),
      )
    const first = await boardOf(t, staff, { from: day, to: day })
    expect(first.body.data.orders).toHaveLength(50)
    expect(first.body.data.orders[0]).toMatchObject({
      trx_ref: made[52]?.trxRef,
      created_at: `${day} 10:52:00`,
    })
    const cursor = first.body.data.next_cursor
    expect(cursor).toEqual(expect.any(String))
    const second = await boardOf(t, staff, { from: day, to: day, cursor })
    expect(refsOf(second)).toEqual([made[2], made[1], made[0]].map((order) => order?.trxRef))
    expect(second.body.data.next_cursor).toBeNull()
  })

  test('filters by status, group, type, showroom, payment state and days', async () => {
    const day = '2025-01-07'
    const at = dayAt(day)
    const toPack = await insertBoardOrder(t.db, { createdAt: at })
    const packed = await insertBoardOrder(t.db, {
      createdAt: at,
      status: 'PROCESSED',
      packedAt: at,
    })
    const pickup = await insertBoardOrder(t.db, {
      createdAt: at,
      status: 'READY_FOR_PICKUP',
      shippingType: 'PICKUP_ON_STORE',
      showroomId: 2,
      pickupCode: '482913',
      shippingCourier: null,
      shippingServiceName: null,
    })
    const waiting = await insertBoardOrder(t.db, {
      createdAt: at,
      status: 'WAITING_PAYMENT',
      paidAt: null,
    })
    const expired = await insertBoardOrder(t.db, { createdAt: at, status: 'EXPIRED', paidAt: null })
    const refunded = await insertBoardOrder(t.db, { createdAt: at, status: 'CANCELLED' })
    const nextDay = await insertBoardOrder(t.db, { createdAt: dayAt('2025-01-08', '00:30') })
    const on = (query: Record<string, string>) =>
      boardOf(t, staff, { from: day, to: day, ...query }).then((answer) => refsOf(answer).sort())
    const sorted = (...refs: { trxRef: string }[]) => refs.map((order) => order.trxRef).sort()
    expect(await on({ status: 'PAID' })).toEqual(sorted(toPack))
    expect(await on({ group: 'to_pack' })).toEqual(sorted(toPack))
    expect(await on({ group: 'packed' })).toEqual(sorted(packed))
    expect(await on({ group: 'closed' })).toEqual(sorted(expired, refunded))
    expect(await on({ type: 'PICKUP_ON_STORE' })).toEqual(sorted(pickup))
    expect(await on({ showroom_id: '2' })).toEqual(sorted(pickup))
    expect(await on({ payment: 'waiting' })).toEqual(sorted(waiting))
    expect(await on({ payment: 'failed' })).toEqual(sorted(expired))
    expect(await on({ payment: 'paid' })).toEqual(sorted(toPack, packed, pickup, refunded))
    expect(await on({})).not.toContain(nextDay.trxRef)
    const both = await boardOf(t, staff, { from: day, to: '2025-01-08' })
    expect(refsOf(both)).toContain(nextDay.trxRef)
  })

  test('finds an order by each kind of search, and nothing by a near miss', async () => {
    const at = dayAt('2025-01-09')
    const courier = await insertBoardOrder(t.db, {
      createdAt: at,
      status: 'SHIPPED',
      noResi: '004512345678',
      recipientPhone: '081299887766',
      buyerEmail: 'Rani.Wulandari@Example.co.id',
    })
    const pickup = await insertBoardOrder(t.db, {
      createdAt: at,
      shippingType: 'PICKUP_ON_STORE',
      showroomId: 3,
      pickupCode: '730415',
      recipientPhone: null,
    })
    const find = async (q: string) => refsOf(await boardOf(t, staff, { q }))
    expect(await find(courier.trxRef.toLowerCase())).toEqual([courier.trxRef])
    expect(await find(`#${courier.trxRef.slice(0, 8)}`)).toEqual([courier.trxRef])
    expect(await find(courier.trxNo)).toEqual([courier.trxRef])
    expect(await find('004512345678')).toEqual([courier.trxRef])
    expect(await find('rani.wulandari@example.co.id')).toEqual([courier.trxRef])
    expect(await find('+62 812-9988-7766')).toEqual([courier.trxRef])
    expect(await find('730415')).toEqual([pickup.trxRef])
    expect(await find(courier.trxRef.slice(0, 7))).toEqual([])
    expect(await find('rani.wulandari@example.co')).toEqual([])
    expect(await find('00451234567')).toEqual([])
  })

  test('counts every order once per group for the same filters, whatever status is chosen', async () => {
    const day = '2025-01-10'
    const at = dayAt(day)
    await insertBoardOrder(t.db, { createdAt: at })
    await insertBoardOrder(t.db, { createdAt: at })
    await insertBoardOrder(t.db, { createdAt: at, status: 'WAITING_PAYMENT', paidAt: null })
    await insertBoardOrder(t.db, {
      createdAt: at,
      status: 'READY_FOR_PICKUP',
      shippingType: 'PICKUP_ON_STORE',
    })
    const counts = await countsOf(t, staff, { from: day, to: day, status: 'COMPLETED' })
    expect(counts.status).toBe(200)
    const of = Object.fromEntries(counts.body.data.counts.map((row) => [row.group, row.count]))
    expect(of).toMatchObject({ to_pack: 2, waiting_payment: 1, ready_for_pickup: 1, completed: 0 })
    expect(counts.body.data.total).toBe(4)
    for (const { group, count } of counts.body.data.counts) {
      const listed = await boardOf(t, staff, { from: day, to: day, group })
      expect(listed.body.data.orders, group).toHaveLength(count ?? -1)
    }
    expect(counts.body.data.showrooms).toHaveLength(12)
  })

  test('refuses days and cursors it cannot read, with a sentence', async () => {
    const backwards = await boardOf(t, staff, { from: '2025-01-10', to: '2025-01-09' })
    expect(backwards.status).toBe(400)
    expect(backwards.body).toEqual({
      error: { message: 'The first day must not come after the last day.' },
    })
    const noDay = await countsOf(t, staff, { to: '2025-02-30' })
    expect(noDay.body).toEqual({ error: { message: 'The last day is not a day of the calendar.' } })
    const cursor = await boardOf(t, staff, { cursor: "1' or 1=1" })
    expect(cursor.status).toBe(400)
  })
})
