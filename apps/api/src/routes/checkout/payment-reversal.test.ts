import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { PaymentData } from '@store/contract/checkout-payment'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { queryRows } from '../../test/sql'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { eventsOf, guestPickupOrder, notifyPayment, orderState } from '../../test/orders'
import { SHOWROOM_ID, heldAt } from './checkout-fixtures'
import { REVERSAL_REASON } from '../../orders/close/cancel-order'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

async function paidPickup() {
  const bill = await guestPickupOrder(t, item, 'reversal@example.co.id')
  expect((await notifyPayment(t, bill)).status).toBe(200)
  return bill
}

const detailsOf = async (bill: PaymentData) =>
  (
    await queryRows<{
      status: string
      attention: string | null
      attention_at: Date | null
      cancel_reason: string | null
      payment_status_code: string | null
    }>(
      t.db,
      sql`select status, attention, attention_at, cancel_reason, payment_status_code
          from orders where trx_no = ${bill.order_id}`,
    )
  )[0]

const refundsOf = (orderId: number) =>
  queryRows<{ amount: number; reason: string; settled_at: Date | null }>(
    t.db,
    sql`select amount, reason, settled_at from order_refunds where order_id = ${orderId}`,
  )

async function givePromoUse(orderId: number) {
  await t.db.execute(
    sql`update promo_codes set used_count = used_count + 1 where code = 'KAINARA10'`,
  )
  await t.db.execute(sql`insert into promo_code_uses (promo_code_id, order_id)
    select id, ${orderId} from promo_codes where code = 'KAINARA10'`)
}
const promoUsed = async () =>
  Number(
    (
      await queryRows<{ used_count: number }>(
        t.db,
        sql`select used_count from promo_codes where code = 'KAINARA10'`,
      )
    )[0]?.used_count,
  )

test('a reversed paid order is cancelled once: stock back, promo released, refund owed, buyer told', async () => {
  const bill = await paidPickup()
  const { id } = await orderState(t, bill)
  await givePromoUse(id)
  const usedBefore = await promoUsed()
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(4)

  const first = await notifyPayment(t, bill, '4')
  expect(first.status).toBe(200)
  expect(first.body).toMatchObject({ response_code: '00' })
  expect(await detailsOf(bill)).toMatchObject({
    status: 'CANCELLED',
    cancel_reason: REVERSAL_REASON,
    payment_status_code: '4',
    attention: null,
  })
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(5)
  expect(await promoUsed()).toBe(usedBefore - 1)
  expect(await refundsOf(id)).toEqual([
    { amount: Number(bill.bill_total), reason: REVERSAL_REASON, settled_at: null },
  ])
  expect(await eventsOf(t, id)).toEqual(['PLACED', 'PAID', 'CANCELLED'])

  expect((await notifyPayment(t, bill, '4')).status).toBe(200)
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(5)
  expect(await promoUsed()).toBe(usedBefore - 1)
  expect(await refundsOf(id)).toHaveLength(1)
  expect(await eventsOf(t, id)).toEqual(['PLACED', 'PAID', 'CANCELLED'])
})

test.each(['PROCESSED', 'SHIPPED', 'READY_FOR_PICKUP', 'COMPLETED'])(
  'a reversal of a %s order flags it for a person and changes nothing else, once',
  async (status) => {
    const bill = await paidPickup()
    const { id } = await orderState(t, bill)
    await t.db.execute(sql`update orders set status = ${status} where id = ${id}`)
    const stockBefore = await heldAt(t.db, item, SHOWROOM_ID)

    expect((await notifyPayment(t, bill, '4')).status).toBe(200)
    const flagged = await detailsOf(bill)
    expect(flagged).toMatchObject({ status, cancel_reason: null, payment_status_code: '2' })
    expect(flagged?.attention).toMatch(/^Faspay reversed the payment after the order was /)
    expect(flagged?.attention_at).not.toBeNull()
    expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(stockBefore)
    expect(await refundsOf(id)).toEqual([])
    expect(await eventsOf(t, id)).toEqual(['PLACED', 'PAID'])

    expect((await notifyPayment(t, bill, '4')).status).toBe(200)
    expect(await detailsOf(bill)).toEqual(flagged)
  },
)

test('money reported for an expired order flags it for a person and leaves it expired', async () => {
  const bill = await guestPickupOrder(t, item, 'late-money@example.co.id')
  await t.db.execute(sql`update orders set status = 'EXPIRED' where trx_no = ${bill.order_id}`)
  expect((await notifyPayment(t, bill)).status).toBe(200)
  const flagged = await detailsOf(bill)
  expect(flagged).toMatchObject({ status: 'EXPIRED', cancel_reason: null })
  expect(flagged?.attention).toMatch(/^Faspay reported a payment for an order that is Expired/)
})
