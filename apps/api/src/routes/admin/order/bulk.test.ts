import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BulkOrderOutcome } from '@store/contract/admin/order-bulk'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { simulatedWaybillNumber } from '../../../services/courier/simulator'
import { signUpMember } from '../../../test/members'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { auditActions, paidCourierOrder, paidPickup } from './order-page-fixtures'

let t: TestApp
let item: SizedProduct
let staff: TestStaff
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => t.close())

type Answer = { message: string; results: BulkOrderOutcome[]; error?: { message: string } }
const bulk = (refs: unknown, action: unknown, who: TestStaff = staff) =>
  callAdmin<Answer>(t.app, 'POST', 'orders/bulk', { refs, action }, who)
const courierOrders = async (count: number) => {
  const refs: string[] = []
  for (let i = 0; i < count; i += 1)
    refs.push((await paidCourierOrder(t, item, await signUpMember(t.app))).trx_ref)
  return refs
}

describe('packing and booking many orders at once', () => {
  test('packs each courier order once, lists a pick-up as refused with its reason, and a repeat does no harm', async () => {
    const refs = await courierOrders(2)
    const pickup = await paidPickup(t, item, 'bulk-pickup@example.co.id', false)
    const answer = await bulk([...refs, pickup.trx_ref], 'pack')
    expect(answer.status).toBe(200)
    expect(answer.body.results).toEqual([
      { ref: refs[0], outcome: 'done' },
      { ref: refs[1], outcome: 'done' },
      {
        ref: pickup.trx_ref,
        outcome: 'refused',
        reason: `Order ${pickup.trx_ref} is a store pick-up; the showroom prepares it.`,
      },
    ])
    expect(answer.body.message).toBe('2 done, 0 already so, 1 refused.')
    const again = await bulk(refs, 'pack')
    expect(again.body.results.map((result) => result.outcome)).toEqual(['already', 'already'])
    for (const ref of refs) expect(await auditActions(t, ref)).toEqual(['order.pack'])
  })

  test('books each courier order through the courier, PAID to PROCESSED, one audit line each', async () => {
    const refs = await courierOrders(2)
    const answer = await bulk(refs, 'book-waybill')
    expect(answer.body.results).toEqual(refs.map((ref) => ({ ref, outcome: 'done' })))
    for (const ref of refs) {
      const read = await callAdmin<{ data: OrderDetail }>(
        t.app,
        'GET',
        'orders/detail',
        { ref },
        staff,
      )
      expect(read.body.data).toMatchObject({
        status: 'PROCESSED',
        shipping: { no_resi: simulatedWaybillNumber(ref) },
      })
    }
    const again = await bulk(refs, 'book-waybill')
    expect(again.body.results.map((result) => result.outcome)).toEqual(['already', 'already'])
    for (const ref of refs) expect(await auditActions(t, ref)).toEqual(['order.book-waybill'])
  })

  test('two staff booking the same orders at once book each once', async () => {
    const refs = await courierOrders(2)
    const owner = await createTestStaff(t.app, 'OWNER')
    const answers = await Promise.all([
      bulk(refs, 'book-waybill'),
      bulk(refs, 'book-waybill', owner),
    ])
    const done = answers.flatMap((answer) =>
      answer.body.results.filter((result) => result.outcome === 'done'),
    )
    expect(done.map((result) => result.ref).sort()).toEqual([...refs].sort())
    for (const ref of refs) expect(await auditActions(t, ref)).toEqual(['order.book-waybill'])
  })

  test('an unknown order is refused by name while the others are done', async () => {
    const [ref] = await courierOrders(1)
    const answer = await bulk([ref, 'KN-NO-SUCH-ORDER'], 'pack')
    expect(answer.body.results[0]).toEqual({ ref, outcome: 'done' })
    expect(answer.body.results[1]).toMatchObject({ ref: 'KN-NO-SUCH-ORDER', outcome: 'refused' })
    expect(answer.body.results[1]).toHaveProperty(
      'reason',
      expect.stringContaining('KN-NO-SUCH-ORDER'),
    )
  })
})

describe('a print run', () => {
  test('reads every order asked for, in the order asked', async () => {
    const refs = await courierOrders(2)
    const answer = await callAdmin<{ data: { orders: OrderDetail[] } }>(
      t.app,
      'GET',
      'orders/print',
      { refs: [...refs].reverse().join(',') },
      staff,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data.orders.map((order) => order.trx_ref)).toEqual([...refs].reverse())
  })

  test.each([
    ['no orders', '', 'Select the orders: between 1 and 100 of them.'],
    ['an order twice', 'KN1,KN1', 'Each order can be selected once.'],
    [
      '101 orders',
      Array.from({ length: 101 }, (_, i) => `KN${i}`).join(','),
      'Select the orders: between 1 and 100 of them.',
    ],
  ])('with %s is a 400 with a readable message', async (_name, refs, message) => {
    const answer = await callAdmin<{ error?: { message: string } }>(
      t.app,
      'GET',
      'orders/print',
      { refs },
      staff,
    )
    expect(answer.status).toBe(400)
    expect(answer.body.error?.message).toBe(message)
  })
})

describe('who may and what is refused', () => {
  test('a showroom account cannot pack or book in bulk', async () => {
    const [ref] = await courierOrders(1)
    const showroom = await createTestStaff(t.app, 'SHOWROOM', [1])
    expect((await bulk([ref], 'pack', showroom)).status).toBe(403)
    expect(await auditActions(t, ref ?? '')).toEqual([])
  })

  test.each([
    ['no orders', [], 'pack', 'Select the orders: between 1 and 100 of them.'],
    [
      '101 orders',
      Array.from({ length: 101 }, (_, i) => `KN${i}`),
      'pack',
      'Select the orders: between 1 and 100 of them.',
    ],
    ['an order twice', ['KN1', 'KN1'], 'pack', 'Each order can be selected once.'],
    [
      'an unknown action',
      ['KN1'],
      'cancel',
      'Choose what to do with the selected orders: pack or book-waybill.',
    ],
    ['refs that are not a list', 'KN1', 'pack', 'Select the orders: between 1 and 100 of them.'],
  ])('%s is a 400 with a readable message', async (_name, refs, action, message) => {
    const answer = await bulk(refs, action)
    expect(answer.status).toBe(400)
    expect(answer.body.error?.message).toBe(message)
  })
})
