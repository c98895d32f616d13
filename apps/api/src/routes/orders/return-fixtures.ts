import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { ReturnAnswer } from '@store/contract/returns'
import type { ReturnOptions } from '@store/contract/return-calls'
import { callApi } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { memberDeliveryOrder, notifyPayment, orderState } from '../../test/orders'
import { queryRows } from '../../test/sql'
import { createTestStaff } from '../../test/staff'
import type { TestApp } from '../../test/test-app'
import { cartCalls, newDevice } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { HUB_ID, SHOWROOM_ID } from '../checkout/checkout-fixtures'
import { act, paidPickup } from '../admin/order/order-page-fixtures'

const HOUR = 60 * 60_000

export type Requested = {
  data?: { message: string; return: ReturnAnswer }
  error?: { message: string }
}

/** Another size of the item's product, stocked at `held` units in the hub and the showroom. */
export async function otherSize(t: TestApp, item: SizedProduct, held = 5): Promise<SizedProduct> {
  const [row] = await queryRows<{ id: number; size_code: string }>(
    t.db,
    sql`select id, size_code from product_sizes where product_id = ${item.productId}
        and id <> ${item.productSizeId} order by sort_order limit 1`,
  )
  if (!row) throw new Error(`product ${item.productId} has one size`)
  const size = { productId: item.productId, size: row.size_code, productSizeId: Number(row.id) }
  await setHeld(t, size, held)
  return size
}

/** Exactly `qty` units of the size in the hub and in the pick-up showroom. */
export async function setHeld(t: TestApp, item: SizedProduct, qty: number) {
  for (const showroomId of [HUB_ID, SHOWROOM_ID])
    await t.db.execute(sql`insert into stocks (product_size_id, showroom_id, qty)
      values (${item.productSizeId}, ${showroomId}, ${qty})
      on conflict (product_size_id, showroom_id) do update set qty = excluded.qty`)
}

/** A member's courier order delivered by the courier's tracking (the jobs on the store clock). */
export async function deliveredCourierOrder(
  t: TestApp,
  item: SizedProduct,
  member: SignedUpMember,
  more: readonly { item: SizedProduct; qty: number }[] = [],
) {
  const bill = await memberDeliveryOrder(t, item, member, more)
  await notifyPayment(t, bill)
  await t.app.jobs.run('advance-orders')
  t.app.clock.advance(2 * HOUR)
  await t.app.jobs.run('advance-orders')
  t.app.clock.advance(48 * HOUR)
  await t.app.jobs.run('advance-orders')
  const order = await orderState(t, bill)
  if (order.status !== 'COMPLETED') throw new Error(`order ${order.trx_ref} is ${order.status}`)
  return order
}

/** A guest's pick-up at the showroom, paid, readied and handed over at the counter. */
export async function collectedPickup(t: TestApp, item: SizedProduct, email: string) {
  const pickup = await paidPickup(t, item, email)
  const counter = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
  await act(t, counter, 'hand-over', { ref: pickup.trx_ref, pickup_code: pickup.pickup_code })
  return pickup
}

export async function orderLinesOf(t: TestApp, orderId: number) {
  return queryRows<{ id: number; size_code: string; qty: number }>(
    t.db,
    sql`select id, size_code, qty from order_lines where order_id = ${orderId} order by id`,
  )
}

export const newKey = () => randomUUID().replaceAll('-', '')

export const memberReturns = (t: TestApp, member: SignedUpMember, id: number) =>
  callApi<{ data: ReturnOptions; error?: { message: string } }>(
    t.app,
    'GET',
    'user/returns',
    { id },
    { token: member.token },
  )

export const askMemberReturn = (
  t: TestApp,
  member: SignedUpMember | null,
  payload: Record<string, unknown>,
) => callApi<Requested>(t.app, 'POST', 'user/returns', payload, { token: member?.token ?? null })

export async function returnCount(t: TestApp, orderId: number) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from order_returns where order_id = ${orderId}`,
  )
  return Number(row?.n ?? 0)
}

/**
 * A guest's cart of one unit ready for a pick-up at the showroom; calling the
 * answer places it, so a test can race that one request against another.
 */
export async function pickupCheckout(t: TestApp, item: SizedProduct, email: string) {
  const device = newDevice()
  await cartCalls(t.app).add(device, item, 1)
  return () =>
    callApi(t.app, 'POST', 'checkout-trx', {
      local_device_id: device,
      shipping_type: 'PICKUP_ON_STORE',
      address_recipient_name: 'Dewi',
      address_recipient_phone: '0812 1111 2222',
      showroom_id: SHOWROOM_ID,
      guest_email: email,
    })
}

/** The signed link's fields of an order, as the guest's mail carries them. */
export const linkedPayload = (t: TestApp, trxRef: string) => ({
  ref: trxRef,
  key: t.app.orderLinks.keyFor(trxRef),
})

export const askLinkedReturn = (t: TestApp, payload: Record<string, unknown>) =>
  callApi<Requested>(t.app, 'POST', 'order-link/returns', payload)
