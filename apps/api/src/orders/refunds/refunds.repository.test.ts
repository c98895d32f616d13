import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from '@store/db/client'
import { openTestDatabase } from '../../test/test-app'
import { queryRows } from '../../test/sql'
import { findOrderRefund, recordRefundOwed } from './refunds.repository'

let database: Database
let orderId: number
beforeAll(async () => {
  database = await openTestDatabase()
  const [order] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into orders (trx_no, trx_ref, device_id, request_key, status, shipping_type,
          showroom_id, buyer_name, buyer_email, items_total, grand_total, expires_at)
        values ('KNREFUND0001', 'REFUND01-20261122', 'device', 'key', 'CANCELLED',
          'PICKUP_ON_STORE', 1, 'Dewi', 'dewi@example.co.id', 250000, 250000, now())
        returning id`,
  )
  orderId = Number(order?.id)
})
afterAll(async () => database.close())

test('a refund owed is recorded once per order, whoever records it second', async () => {
  const { db } = database
  await db.transaction(async (tx) => {
    await recordRefundOwed(tx, { orderId, amount: 250000, reason: 'The shop cancelled it.' })
    await recordRefundOwed(tx, { orderId, amount: 250000, reason: 'Faspay reversed the payment.' })
  })
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from order_refunds where order_id = ${orderId}`,
  )
  expect(rows[0]?.n).toBe(1)
  expect(await findOrderRefund(db, orderId)).toMatchObject({
    amount: 250000,
    reason: 'The shop cancelled it.',
    settledAt: null,
  })
})
