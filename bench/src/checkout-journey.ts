import { paymentConfigFromEnv, statusSignature } from '../../apps/api/src/services/payment'
import type { Env } from '../../apps/api/src/env'

export const CHECKOUT_STEPS = [
  'cart',
  'checkout',
  'hub-stock',
  'shipping',
  'promo',
  'order',
  'notification',
] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]
export type StepTimings = Record<CheckoutStep, number[]>

/** The demo store's hub showroom, and a Bandung district its couriers quote for. */
export const HUB = 1
export const DISTRICT = 327301

/** A bill as checkout-trx hands it to the browser (the fields a notification needs). */
export interface BillFields {
  order_id: string
  bill_total: string
  merchant_id: string
}

/** The checkout-trx body of a guest's courier order to Bandung by SiCepat REG. */
export function guestCourierOrder(
  hub: { local_device_id: string; showroom_id: number },
  buyer: { email: string; name: string },
  tariff: number,
) {
  return {
    ...hub,
    shipping_type: 'ONLINE_DELIVERY',
    guest_email: buyer.email,
    address_recipient_name: buyer.name,
    address_recipient_phone: '081234567890',
    address_street: 'Jl. Dago 12',
    province_id: 32,
    city_id: 3273,
    subdistrict_id: DISTRICT,
    shipping_courier: 'sicepat',
    shipping_service_name: 'REG',
    shipping_cost: tariff,
  }
}

/** The payment provider's success notification for a bill, signed as the sandbox signs it. */
export function paidNotification(bill: BillFields, env: Env, trxPrefix: string) {
  return {
    trx_id: `${trxPrefix}-${bill.order_id}`,
    merchant_id: bill.merchant_id,
    bill_no: bill.order_id,
    payment_status_code: '2',
    bill_total: bill.bill_total,
    payment_channel: 'BCA Virtual Account',
    signature: statusSignature(paymentConfigFromEnv(env), bill.order_id, '2'),
  }
}

interface Journey {
  baseUrl: string
  env: Env
  item: { productId: number; size: string }
  timings: StepTimings
}

async function post(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as Record<string, unknown>
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

/** One shopper from cart to paid order, each call timed as its step. */
export async function checkoutJourney({ baseUrl, env, item, timings }: Journey) {
  const device = `bench-${crypto.randomUUID()}`
  const timed = async (step: CheckoutStep, path: string, body: unknown) => {
    const started = performance.now()
    const answer = await post(baseUrl, path, body)
    timings[step].push(performance.now() - started)
    return answer
  }
  const hub = { local_device_id: device, showroom_id: HUB }
  await timed('cart', 'cart', {
    local_device_id: device,
    product_detail_id: item.productId,
    size: item.size,
    qty: 1,
  })
  await timed('checkout', 'checkout', { local_device_id: device })
  await timed('hub-stock', 'check-showroom-stock-availability', hub)
  const quotes = (await timed('shipping', 'checkout-shipping', {
    ...hub,
    subdistrict_id: DISTRICT,
  })) as {
    data: { sicepat: { service: string; tariff: number }[] }
  }
  const reg = quotes.data.sicepat.find((option) => option.service === 'REG')
  await timed('promo', 'checkout-promo-code', { ...hub, promo_code: 'FREEONGKIR' })
  const order = (await timed('order', 'checkout-trx', {
    ...guestCourierOrder(
      hub,
      { email: 'bench@example.co.id', name: 'Bench Shopper' },
      reg?.tariff ?? 0,
    ),
    promo_code: 'FREEONGKIR',
  })) as { data: { payment_data: BillFields } }
  const bill = order.data.payment_data
  await timed('notification', 'payment/notification', paidNotification(bill, env, 'bench'))
}
