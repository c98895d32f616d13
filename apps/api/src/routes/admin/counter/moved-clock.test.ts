import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { pickupQrText } from '@store/contract/admin/counter'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { SHOWROOM_ID } from '../../checkout/checkout-fixtures'
import { readyPickup } from './counter-fixtures'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

test("with the store's clock moved, a hand-over's audit line is stamped on the store's clock, after the order was ready", async () => {
  t.app.clock.advance(3 * 24 * 3600_000)
  const clerk = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
  const { order } = await readyPickup(t, item)
  t.app.clock.advance(3600_000)
  const handed = await callAdmin(
    t.app,
    'POST',
    'counter/hand-over',
    { code: pickupQrText(order.trx_ref, order.pickup_code ?? '') },
    clerk,
  )
  expect(handed.status).toBe(200)
  const [row] = await queryRows<{ ready_at: Date; completed_at: Date; audited_at: Date }>(
    t.db,
    sql`select o.ready_at, o.completed_at, a.created_at as audited_at
        from orders o join audit_log a on a.entity = 'order' and a.entity_id = o.trx_ref
        where o.trx_ref = ${order.trx_ref} and a.action = 'order.hand-over'`,
  )
  expect(new Date(row?.audited_at ?? 0).getTime()).toBe(new Date(row?.completed_at ?? 0).getTime())
  expect(new Date(row?.audited_at ?? 0).getTime()).toBeGreaterThan(
    new Date(row?.ready_at ?? 0).getTime(),
  )
})

test("with the store's clock moved, a staff cancel's audit line is stamped on the store's clock, when the order closed", async () => {
  const owner = await createTestStaff(t.app, 'OWNER')
  const { order } = await readyPickup(t, item)
  t.app.clock.advance(2 * 3600_000)
  const cancelled = await callAdmin(
    t.app,
    'POST',
    'orders/cancel',
    { ref: order.trx_ref, reason: 'The buyer asked us to cancel it.' },
    owner,
  )
  expect(cancelled.status).toBe(200)
  const [row] = await queryRows<{ closed_at: Date; audited_at: Date }>(
    t.db,
    sql`select o.closed_at, a.created_at as audited_at
        from orders o join audit_log a on a.entity = 'order' and a.entity_id = o.trx_ref
        where o.trx_ref = ${order.trx_ref} and a.action = 'order.cancel'`,
  )
  expect(row?.closed_at).toBeTruthy()
  expect(new Date(row?.audited_at ?? 0).getTime()).toBe(new Date(row?.closed_at ?? 0).getTime())
})
