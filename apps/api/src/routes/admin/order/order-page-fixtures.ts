import { sql } from 'drizzle-orm'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import type { SignedUpMember } from '../../../test/members'
import { queryRows } from '../../../test/sql'
import { callAdmin } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import type { TestApp } from '../../../test/test-app'
import type { SizedProduct } from '../../cart/cart-fixtures'
import {
  guestPickupOrder,
  memberDeliveryOrder,
  notifyPayment,
  orderState,
} from '../../../test/orders'

export type ActionAnswer = {
  data?: { message: string; order: OrderDetail }
  error?: { message: string }
}

/** A member's courier order, paid (status PAID, no waybill yet). */
export async function paidCourierOrder(t: TestApp, item: SizedProduct, member: SignedUpMember) {
  const bill = await memberDeliveryOrder(t, item, member)
  await notifyPayment(t, bill)
  return orderState(t, bill)
}

/** A guest's pick-up at showroom 2, paid and, when `ready`, prepared an hour later. */
export async function paidPickup(t: TestApp, item: SizedProduct, email: string, ready = true) {
  const bill = await guestPickupOrder(t, item, email)
  await notifyPayment(t, bill)
  if (ready) {
    t.app.clock.advance(61 * 60_000)
    await t.app.jobs.run('advance-orders')
  }
  return orderState(t, bill)
}

/** One order action as staff make it. */
export function act(
  t: TestApp,
  staff: TestStaff,
  action: string,
  payload: Record<string, unknown>,
) {
  return callAdmin<ActionAnswer>(t.app, 'POST', `orders/${action}`, payload, staff)
}

export async function auditActions(t: TestApp, ref: string) {
  const rows = await queryRows<{ action: string; actor: string }>(
    t.db,
    sql`select action, actor from audit_log where entity = 'order' and entity_id = ${ref} order by id`,
  )
  return rows.map((row) => row.action)
}

/** Exactly one of two answers is a 200, the other a 409: the number of each. */
export function outcomes(answers: { status: number }[]) {
  return answers.map((answer) => answer.status).sort()
}
