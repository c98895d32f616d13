import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from '@store/db/client'
import { openTestDatabase } from '../../test/test-app'
import { queryRows } from '../../test/sql'
import { listOrderRefunds, owedToBuyer, recordRefundOwed } from './refunds.repository'

let database: Database
let orderId: number
beforeAll(async () => {
  database = await openTestDatabase()
  const [order] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into orders (trx_no, trx_ref, device_id, request_key, status, shipping_type,
          showroom_id, buyer_name, buyer_email, items_total, grand_total, expires_at)
        values ('KNREFUND0001', 'REFUND01-20261122', 'device', 'key', 'PAID',
          'PICKUP_ON_STORE', 1, 'Dewi', 'dewi@example.co.id', 250000, 250000, now())
        returning id`,
  )
  orderId = Number(order?.id)
})
afterAll(async () => database.close())

test('each cancel of an order is a refund of its own, and only those not yet paid are owed', async () => {
  const { db } = database
  const now = new Date('2026-11-22T03:00:00Z')
  await db.transaction(async (tx) => {
    const first = { orderLineId: 1, qty: 1 }
    await recordRefundOwed(tx, {
      orderId,
      amount: 100000,
      reason: 'One unit was found torn.',
      channel: 'Permata Virtual Account',
      units: [first],
      createdAt: now,
    })
    await recordRefundOwed(tx, {
      orderId,
      amount: 150000,
      reason: 'The buyer asked to cancel the rest.',
      channel: 'Permata Virtual Account',
      units: [{ orderLineId: 2, qty: 1 }],
      createdAt: now,
    })
  })
  const refunds = await listOrderRefunds(db, orderId)
  expect(refunds.map((refund) => refund.amount)).toEqual([100000, 150000])
  expect(refunds[0]?.units).toEqual([{ orderLineId: 1, qty: 1 }])
  expect(await owedToBuyer(db, orderId)).toBe(250000)
  await db.execute(sql`update order_refunds set settled_at = now() where id = ${refunds[0]?.id}`)
  expect(await owedToBuyer(db, orderId)).toBe(150000)
})
