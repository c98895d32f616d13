import { sql } from 'drizzle-orm'
import type { ShippingOption } from '@store/contract/checkout'
import type { PaymentData } from '@store/contract/checkout-payment'
import { statusSignature } from '../../services/payment'
import { callApi } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { queryRows } from '../../test/sql'
import { testPaymentConfig as paymentConfig } from '../../test/payment'
import type { TestApp } from '../../test/test-app'
import { newDevice } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { BANDUNG_DISTRICT, HUB_ID } from '../checkout/checkout-fixtures'

const guestAddress = {
  address_recipient_name: 'Dewi Lestari',
  address_recipient_phone: '081234567890',
  address_zip: '40151',
  address_street: 'Jl. Dago 12',
  province_id: 32,
  city_id: 3273,
  subdistrict_id: BANDUNG_DISTRICT,
  address_notes: 'Pagar hijau',
}

/** The member's saved address in Bandung, as the address book makes it. */
async function savedAddress(t: TestApp, member: SignedUpMember) {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into user_addresses (user_id, label, recipient_name, recipient_phone, recipient_zip,
          address_street, province_id, city_id, subdistrict_id, notes, is_primary)
        select id, 'Home', 'Dewi Lestari', '081234567890', '40151', 'Jl. Dago 12', 32, 3273,
          ${BANDUNG_DISTRICT}, 'Pagar hijau', false
        from users where email = ${member.email} returning id`,
  )
  return Number(row?.id)
}

/** A courier order to Bandung through the checkout calls, as a member or a guest (null). */
export async function placeDeliveryOrder(
  t: TestApp,
  item: SizedProduct,
  member: SignedUpMember | null,
) {
  const token = member?.token ?? null
  const device = newDevice()
  const line = { local_device_id: device, product_detail_id: item.productId, size: item.size }
  await callApi(t.app, 'POST', 'cart', { ...line, qty: 2 }, { token })
  const quotes = await callApi<{ data: { sicepat: ShippingOption[] } }>(
    t.app,
    'POST',
    'checkout-shipping',
    { local_device_id: device, showroom_id: HUB_ID, subdistrict_id: BANDUNG_DISTRICT },
    { token },
  )
  const reg = quotes.body.data.sicepat.find((option) => option.service === 'REG')
  if (!reg) throw new Error('no REG quote')
  const made = await callApi<{ data: { payment_data: PaymentData } }>(
    t.app,
    'POST',
    'checkout-trx',
    {
      local_device_id: device,
      shipping_type: 'ONLINE_DELIVERY',
      showroom_id: HUB_ID,
      ...(member
        ? { user_address_id: await savedAddress(t, member) }
        : { ...guestAddress, guest_email: 'dewi@example.co.id' }),
      shipping_courier: 'sicepat',
      shipping_service_name: 'REG',
      shipping_cost: reg.tariff,
    },
    { token },
  )
  if (made.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(made.body)}`)
  const bill = made.body.data.payment_data
  const [row] = await queryRows<{ id: number; trx_ref: string }>(
    t.db,
    sql`select id, trx_ref from orders where trx_no = ${bill.order_id}`,
  )
  if (!row) throw new Error('the order was not stored')
  return { id: Number(row.id), trxRef: row.trx_ref, bill }
}
export type PlacedOrder = Awaited<ReturnType<typeof placeDeliveryOrder>>

/** The built-in payment page's signed notification that the bill was paid. */
export async function payOrder(t: TestApp, order: PlacedOrder) {
  const { bill } = order
  const answer = await callApi(t.app, 'POST', 'payment/notification', {
    request: 'Payment Notification',
    trx_id: `trx-${bill.order_id}`,
    merchant_id: bill.merchant_id,
    merchant: bill.merchant_name,
    bill_no: bill.order_id,
    payment_reff: 'ref-1',
    payment_date: '2026-11-01 10:30:00',
    payment_status_code: '2',
    payment_status_desc: 'Payment Sukses',
    bill_total: bill.bill_total,
    payment_total: bill.bill_total,
    payment_channel_uid: '402',
    payment_channel: 'Permata Virtual Account',
    signature: statusSignature(paymentConfig, bill.order_id, '2'),
  })
  if (answer.status !== 200) throw new Error(`payment failed: ${JSON.stringify(answer.body)}`)
}

/**
 * Books the order's waybill with the app's own courier (the simulator) and
 * writes its number and booking time on the order, as the fulfilment does
 * (decision 029), at a chosen time so a test can be days into the journey.
 */
export async function shipOrder(t: TestApp, order: PlacedOrder, bookedAt: Date) {
  const noResi = await t.app.courier.bookWaybill({
    orderRef: order.trxRef,
    service: 'REG',
    originHub: 'CGK',
    destination: {
      provinceId: 32,
      cityId: 3273,
      subdistrictId: BANDUNG_DISTRICT,
      cityName: 'Bandung',
    },
    weightGrams: 600,
    sender: { name: 'KAINARA', address: 'Jakarta' },
    receiver: { name: 'Dewi Lestari', phone: '081234567890', address: 'Jl. Dago 12, Bandung' },
    bookedAt,
  })
  await t.db.execute(
    sql`update orders set no_resi = ${noResi}, booked_at = ${bookedAt.toISOString()} where id = ${order.id}`,
  )
  return noResi
}
