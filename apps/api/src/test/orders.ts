import { sql } from 'drizzle-orm'
import type { PaymentData } from '@store/contract/checkout-payment'
import type { ShippingOption } from '@store/contract/checkout'
import { callApi } from './members'
import type { SignedUpMember } from './members'
import { queryRows } from './sql'
import type { TestApp } from './test-app'
import { statusSignature } from '../services/payment'
import { testPaymentConfig as config } from './payment'
import { cartCalls, newDevice } from '../routes/cart/cart-fixtures'
import type { SizedProduct } from '../routes/cart/cart-fixtures'
import {
  BANDUNG_DISTRICT,
  HUB_ID,
  SHOWROOM_ID,
  stockAt,
} from '../routes/checkout/checkout-fixtures'

type Bill = { data: { payment_data: PaymentData } }

/**
 * A guest's store pick-up order of one unit, unpaid, placed from a shop in `language` (en or id),
 * collected by `collector` (by default a name of the e-mail's local part).
 */
export async function guestPickupOrder(
  t: TestApp,
  item: SizedProduct,
  email: string,
  language?: string,
  collector = { name: email.split('@')[0] ?? 'Dewi', phone: '0812 1111 2222' },
) {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5, [HUB_ID]: 5 })
  const device = newDevice()
  await cartCalls(t.app).add(device, item, 1)
  const { status, body } = await callApi<Bill>(
    t.app,
    'POST',
    'checkout-trx',
    {
      local_device_id: device,
      shipping_type: 'PICKUP_ON_STORE',
      address_recipient_name: collector.name,
      address_recipient_phone: collector.phone,
      showroom_id: SHOWROOM_ID,
      guest_email: email,
    },
    { language },
  )
  if (status !== 200) throw new Error(`pick-up order failed: ${JSON.stringify(body)}`)
  return body.data.payment_data
}

/**
 * A member's courier order (REG from the Jakarta hub to Bandung) of one
 * unit, unpaid; `more` adds lines of other sizes or products.
 */
export async function memberDeliveryOrder(
  t: TestApp,
  item: SizedProduct,
  member: SignedUpMember,
  more: readonly { item: SizedProduct; qty: number }[] = [],
) {
  for (const line of [{ item, qty: 1 }, ...more])
    await stockAt(t.db, line.item, { [SHOWROOM_ID]: 5, [HUB_ID]: 5 })
  const [address] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into user_addresses (user_id, label, recipient_name, recipient_phone, recipient_zip,
          address_street, province_id, city_id, subdistrict_id, is_primary)
        select id, 'Home', 'Sari', '081234567890', '40151', 'Jl. Dago 12', 32, 3273, ${BANDUNG_DISTRICT}, false
        from users where email = ${member.email} returning id`,
  )
  const device = newDevice()
  const token = { token: member.token }
  for (const line of [{ item, qty: 1 }, ...more])
    await callApi(
      t.app,
      'POST',
      'cart',
      {
        local_device_id: device,
        product_detail_id: line.item.productId,
        size: line.item.size,
        qty: line.qty,
      },
      token,
    )
  const quotes = await callApi<{ data: { sicepat: ShippingOption[] } }>(
    t.app,
    'POST',
    'checkout-shipping',
    { local_device_id: device, showroom_id: HUB_ID, subdistrict_id: BANDUNG_DISTRICT },
    token,
  )
  const reg = quotes.body.data.sicepat.find((option) => option.service === 'REG')
  if (!reg) throw new Error('no REG quote')
  const { status, body } = await callApi<Bill>(
    t.app,
    'POST',
    'checkout-trx',
    {
      local_device_id: device,
      shipping_type: 'ONLINE_DELIVERY',
      showroom_id: HUB_ID,
      user_address_id: Number(address?.id),
      shipping_courier: 'sicepat',
      shipping_service_name: 'REG',
      shipping_cost: reg.tariff,
    },
    token,
  )
  if (status !== 200) throw new Error(`delivery order failed: ${JSON.stringify(body)}`)
  return body.data.payment_data
}

/** Faspay's notification that the bill is paid (status 2), or another status code. */
export async function notifyPayment(t: TestApp, bill: PaymentData, code = '2') {
  return callApi<Record<string, string>>(t.app, 'POST', 'payment/notification', {
    request: 'Payment Notification',
    trx_id: `trx-${bill.order_id}`,
    merchant_id: bill.merchant_id,
    merchant: bill.merchant_name,
    bill_no: bill.order_id,
    payment_reff: 'ref-1',
    payment_date: '2026-11-22 10:00:00',
    payment_status_code: code,
    payment_status_desc: code === '2' ? 'Payment Sukses' : 'Payment Dibatalkan',
    bill_total: bill.bill_total,
    payment_total: bill.bill_total,
    payment_channel_uid: '402',
    payment_channel: 'Permata Virtual Account',
    signature: statusSignature(config, bill.order_id, code),
  })
}

export interface OrderState {
  id: number
  status: string
  no_resi: string | null
  pickup_code: string | null
  trx_ref: string
  tracking: { last_status: { status: string } } | null
}

export async function orderState(t: TestApp, bill: PaymentData): Promise<OrderState> {
  const [row] = await queryRows<OrderState>(
    t.db,
    sql`select id, status, no_resi, pickup_code, trx_ref, tracking from orders where trx_no = ${bill.order_id}`,
  )
  if (!row) throw new Error(`no order ${bill.order_id}`)
  return row
}

export async function eventsOf(t: TestApp, orderId: number) {
  const rows = await queryRows<{ kind: string }>(
    t.db,
    sql`select kind from order_events where order_id = ${orderId} order by id`,
  )
  return rows.map((row) => row.kind)
}
