import { sql } from 'drizzle-orm'
import type { TrxStatus } from '@store/contract/order-status'
import type { TestApp } from '../../test/test-app'
import { callApi } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { queryRows } from '../../test/sql'
import { newDevice } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { SHOWROOM_ID, stockAt } from '../checkout/checkout-fixtures'

/**
 * A member's pickup order of one unit of each item, made through the cart and
 * checkout calls; then moved to `status` by this test's own SQL, since the
 * fulfilment that completes orders is not this feature's.
 */
export async function orderAs(
  t: TestApp,
  member: SignedUpMember,
  items: SizedProduct[],
  status: TrxStatus = 'COMPLETED',
) {
  const device = newDevice()
  for (const item of items) {
    await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
    const line = { local_device_id: device, product_detail_id: item.productId, size: item.size }
    await callApi(t.app, 'POST', 'cart', { ...line, qty: 1 }, { token: member.token })
  }
  const made = await callApi<{ data: { payment_data: { order_id: string } } }>(
    t.app,
    'POST',
    'checkout-trx',
    {
      local_device_id: device,
      shipping_type: 'PICKUP_ON_STORE',
      showroom_id: SHOWROOM_ID,
      address_recipient_name: 'Sari Wulandari',
      address_recipient_phone: '0812 3456 7890',
    },
    { token: member.token },
  )
  if (made.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(made.body)}`)
  const trxNo = made.body.data.payment_data.order_id
  await t.db.execute(sql`update orders set status = ${status} where trx_no = ${trxNo}`)
  const lines = await queryRows<{ id: number; product_id: number }>(
    t.db,
    sql`select l.id, l.product_id from order_lines l join orders o on o.id = l.order_id
        where o.trx_no = ${trxNo} order by l.id`,
  )
  return lines.map((line) => ({ id: Number(line.id), productId: Number(line.product_id) }))
}

export const reviewCalls = (t: TestApp) => ({
  pending: (token: string) =>
    callApi<{
      data: { order_details: { id: number; product_name: string; product_image: string }[] }
    }>(t.app, 'GET', 'user/unreviewed-products', {}, { token }),
  submit: (token: string, payload: Record<string, unknown>) =>
    callApi<{ data: { message: string }; error: { message: string } }>(
      t.app,
      'POST',
      'user/reviews',
      payload,
      { token },
    ),
  mine: (token: string) =>
    callApi<{
      data: { user_reviews: { order_detail_id: number; rating: number; comment: string | null }[] }
    }>(t.app, 'GET', 'user/reviews', {}, { token }),
})
