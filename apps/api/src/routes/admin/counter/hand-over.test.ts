import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { COUNTER_MESSAGES, pickupQrText } from '@store/contract/admin/counter'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { SHOWROOM_ID } from '../../checkout/checkout-fixtures'
import { eventsOf, orderState } from '../../../test/orders'
import { readyPickup } from './counter-fixtures'

let t: TestApp
let item: SizedProduct
let clerk: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  clerk = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
})
afterAll(async () => t.close())

type Answer = { data: { status: string }; message: string; error: { message: string } }
const handOver = (code: string, staff: TestStaff = clerk) =>
  callAdmin<Answer>(t.app, 'POST', 'counter/hand-over', { code }, staff)

const auditOf = (ref: string) =>
  queryRows<{ action: string; actor: string }>(
    t.db,
    sql`select action, actor from audit_log where entity = 'order' and entity_id = ${ref}`,
  )

test('one tap hands a ready pick-up over: completed, the buyer told once, the clerk in the audit', async () => {
  const { bill, order } = await readyPickup(t, item)
  const { status, body } = await handOver(pickupQrText(order.trx_ref, order.pickup_code ?? ''))
  expect(status).toBe(200)
  expect(body.data.status).toBe('COMPLETED')
  expect(body.message).toMatch(new RegExp(`^Order ${order.trx_ref} is handed over to `))
  expect((await orderState(t, bill)).status).toBe('COMPLETED')
  expect(await eventsOf(t, order.id)).toEqual(['PLACED', 'PAID', 'READY_FOR_PICKUP', 'COMPLETED'])
  expect(await auditOf(order.trx_ref)).toEqual([{ action: 'order.hand-over', actor: clerk.email }])
})

test('the counter names whom to hand a guest pick-up to, with the phone given at checkout', async () => {
  const collector = { name: 'Dewi Lestari', phone: '0812-3456-7890' }
  const { order } = await readyPickup(t, item, collector)
  const code = pickupQrText(order.trx_ref, order.pickup_code ?? '')
  const found = await callAdmin<{ data: Record<string, unknown> }>(
    t.app,
    'POST',
    'counter/lookup',
    { code },
    clerk,
  )
  expect(found.body.data).toMatchObject({
    buyer_name: 'Dewi Lestari',
    collector_name: 'Dewi Lestari',
    collector_phone: '081234567890',
  })
  const { body } = await handOver(code)
  expect(body.message).toBe(`Order ${order.trx_ref} is handed over to Dewi Lestari.`)
})

test('two hand-overs at once: one wins, the other is told it is already collected', async () => {
  const { bill, order } = await readyPickup(t, item)
  const code = pickupQrText(order.trx_ref, order.pickup_code ?? '')
  const second = await createTestStaff(t.app, 'STAFF')
  const answers = await Promise.all([handOver(code), handOver(code, second)])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  const loser = answers.find((answer) => answer.status === 409)
  expect(loser?.body.error.message).toMatch(
    new RegExp(`^Order ${order.trx_ref} has already been collected`),
  )
  expect((await orderState(t, bill)).status).toBe('COMPLETED')
  expect((await eventsOf(t, order.id)).filter((kind) => kind === 'COMPLETED')).toHaveLength(1)
  expect(await auditOf(order.trx_ref)).toHaveLength(1)
})

test('a showroom account cannot hand over another showroom’s pick-up, and nothing changes', async () => {
  const { bill, order } = await readyPickup(t, item)
  const elsewhere = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID + 1])
  const refused = await handOver(order.pickup_code ?? '', elsewhere)
  expect(refused.status).toBe(403)
  expect((await orderState(t, bill)).status).toBe('READY_FOR_PICKUP')
  expect(await auditOf(order.trx_ref)).toEqual([])
})

test('a collected order handed over again is refused', async () => {
  const { order } = await readyPickup(t, item)
  expect((await handOver(order.pickup_code ?? '')).status).toBe(200)
  const again = await handOver(order.pickup_code ?? '')
  expect(again.status).toBe(409)
  expect(again.body.error.message).toMatch(/has already been collected/)
  expect(COUNTER_MESSAGES.collected(order.trx_ref, null)).toBe(
    `Order ${order.trx_ref} has already been collected.`,
  )
})
