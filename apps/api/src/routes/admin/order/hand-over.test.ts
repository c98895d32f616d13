import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createTestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { SHOWROOM_ID } from '../../checkout/checkout-fixtures'
import { guestPickupOrder, orderState } from '../../../test/orders'
import { act, auditActions, outcomes, paidPickup } from './order-page-fixtures'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

describe('handing a pick-up over', () => {
  test('a showroom account hands over its ready pick-up once, against its code', async () => {
    const pickup = await paidPickup(t, item, 'handover@example.co.id')
    const counter = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
    const ref = pickup.trx_ref
    const wrongCode = pickup.pickup_code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    const wrong = await act(t, counter, 'hand-over', { ref, pickup_code: wrongCode })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error?.message).toBe(`That is not the pick-up code of order ${ref}.`)
    const handed = await act(t, counter, 'hand-over', { ref, pickup_code: pickup.pickup_code })
    expect(handed.status).toBe(200)
    expect(handed.body.data?.message).toBe(`Order ${ref} has been handed over.`)
    expect(handed.body.data?.order.status).toBe('COMPLETED')
    const again = await act(t, counter, 'hand-over', { ref })
    expect(again.status).toBe(409)
    expect(again.body.error?.message).toBe(`Order ${ref} has already been collected.`)
    expect(await auditActions(t, ref)).toEqual(['order.hand-over'])
  })

  test('is refused for another showroom, an unpaid order and one not ready, with the reason', async () => {
    const pickup = await paidPickup(t, item, 'elsewhere@example.co.id')
    const elsewhere = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID + 1])
    const refused = await act(t, elsewhere, 'hand-over', { ref: pickup.trx_ref })
    expect(refused.status).toBe(403)
    expect(refused.body.error?.message).toMatch(/, which is not one of your showrooms\.$/)
    expect(await auditActions(t, pickup.trx_ref)).toEqual([])

    const staff = await createTestStaff(t.app, 'STAFF')
    const bill = await guestPickupOrder(t, item, 'unpaid@example.co.id')
    const unpaid = await orderState(t, bill)
    const notPaid = await act(t, staff, 'hand-over', { ref: unpaid.trx_ref })
    expect(notPaid.status).toBe(409)
    expect(notPaid.body.error?.message).toBe(`Order ${unpaid.trx_ref} has not been paid yet.`)

    const preparing = await paidPickup(t, item, 'preparing@example.co.id', false)
    const early = await act(t, staff, 'hand-over', { ref: preparing.trx_ref })
    expect(early.status).toBe(409)
    expect(early.body.error?.message).toBe(
      `Order ${preparing.trx_ref} is Paid; only an order that is Ready for Pick-up can be handed over.`,
    )
  })

  test('two counters handing over at once: one hands over, the other is told', async () => {
    const pickup = await paidPickup(t, item, 'twice@example.co.id')
    const counter = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
    const answers = await Promise.all([
      act(t, counter, 'hand-over', { ref: pickup.trx_ref }),
      act(t, counter, 'hand-over', { ref: pickup.trx_ref }),
    ])
    expect(outcomes(answers)).toEqual([200, 409])
    expect(await auditActions(t, pickup.trx_ref)).toEqual(['order.hand-over'])
  })
})
