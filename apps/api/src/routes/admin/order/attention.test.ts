import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PAYMENT_STATUS } from '@store/contract/payment'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { HUB_ID, stockAt } from '../../checkout/checkout-fixtures'
import { guestPickupOrder, notifyPayment, orderState } from '../../../test/orders'
import { act, auditActions, outcomes } from './order-page-fixtures'

let t: TestApp
let item: SizedProduct
let staff: TestStaff
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  await stockAt(t.db, item, { [HUB_ID]: 20 })
  staff = await createTestStaff(t.app, 'STAFF')
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

/** A pick-up made ready, then its payment reversed by Faspay: the order waits for a person. */
async function reversedReadyPickup(email: string) {
  const bill = await guestPickupOrder(t, item, email)
  await notifyPayment(t, bill)
  t.app.clock.advance(61 * 60_000)
  await t.app.jobs.run('advance-orders')
  await notifyPayment(t, bill, PAYMENT_STATUS.REVERSAL)
  return orderState(t, bill)
}

const attentionOf = async (ref: string) => {
  const answer = await callAdmin<{ data: { attention: string | null } }>(
    t.app,
    'GET',
    'orders/detail',
    { ref },
    staff,
  )
  return answer.body.data.attention
}

describe('an order that needs a person', () => {
  test('a reversal after the order was ready flags it, and staff mark it handled with an audit line', async () => {
    const order = await reversedReadyPickup('sekar.handled@example.co.id')
    expect(order.status).toBe('READY_FOR_PICKUP')
    expect(await attentionOf(order.trx_ref)).toMatch(/^Faspay reversed the payment after the order/)

    const done = await act(t, staff, 'attention-handled', { ref: order.trx_ref })
    expect(done.status).toBe(200)
    expect(done.body.data?.message).toBe(`Order ${order.trx_ref} is marked handled.`)
    expect(done.body.data?.order.attention).toBeNull()
    expect(await auditActions(t, order.trx_ref)).toContain('order.attention_handled')

    const again = await act(t, owner, 'attention-handled', { ref: order.trx_ref })
    expect(again.status).toBe(409)
    expect(again.body.error?.message).toBe(
      `Order ${order.trx_ref} needs no attention now: someone has already marked it handled.`,
    )
  })

  test('two staff marking it handled at once clear it once, with one audit line', async () => {
    const order = await reversedReadyPickup('sekar.twice@example.co.id')
    const answers = await Promise.all([
      act(t, staff, 'attention-handled', { ref: order.trx_ref }),
      act(t, owner, 'attention-handled', { ref: order.trx_ref }),
    ])
    expect(outcomes(answers)).toEqual([200, 409])
    const audits = await auditActions(t, order.trx_ref)
    expect(audits.filter((action) => action === 'order.attention_handled')).toHaveLength(1)
    expect(await attentionOf(order.trx_ref)).toBeNull()
  })
})
