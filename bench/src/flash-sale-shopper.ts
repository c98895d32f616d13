import { defaultHeaders, DEFAULT_BRAND_CODE } from '@store/contract/headers'
import { DISTRICT, guestCourierOrder, HUB, paidNotification } from './checkout-journey'
import type { Env } from '../../apps/api/src/env'

/** The calls of one flash-sale shopper, in the order a shopper makes them. */
export const SALE_STEPS = [
  'list',
  'product',
  'cart-add',
  'cart-read',
  'checkout',
  'hub-stock',
  'shipping',
  'checkout-trx',
  'notification',
] as const
export type SaleStep = (typeof SALE_STEPS)[number]

export interface StepRecord {
  ms: number[]
  /** Answers by HTTP status; `timeout` and `network` for no answer. */
  statuses: Record<string, number>
}

export interface SaleLog {
  steps: Record<SaleStep, StepRecord>
  /** bill_no of every order placed, and whether the simulator paid it. */
  placed: { billNo: string; email: string; pay: boolean }[]
  /** bill_no of every notification answered 200 with response_code 00. */
  paidAnswers: string[]
  /** Shoppers refused a unit: at the cart or at the order (sold out). */
  refused: number
  /** Shoppers whose journey broke in another way; the first message of each kind. */
  broken: number
  firstBreak: string
}

export function emptySaleLog(): SaleLog {
  const steps = Object.fromEntries(
    SALE_STEPS.map((step) => [step, { ms: [], statuses: {} }]),
  ) as unknown as Record<SaleStep, StepRecord>
  return { steps, placed: [], paidAnswers: [], refused: 0, broken: 0, firstBreak: '' }
}

export interface SaleItem {
  productId: number
  size: string
}

export interface Shopper {
  index: number
  baseUrl: string
  env: Env
  /** The sale's sizes; the shopper wants one unit of one of them. */
  items: SaleItem[]
  /** Other products the shopper looks at first. */
  browse: number[]
  /** The share of orders the payment simulator pays; the rest are left to expire. */
  payShare: number
  log: SaleLog
}

const TIMEOUT_MS = 30_000
const headers = defaultHeaders({ accessToken: null, brand: DEFAULT_BRAND_CODE })

class Refused extends Error {}

/**
 * One shopper of the sale over plain HTTP: two list pages, two product
 * pages, one unit of a sale size into the cart, the cart, the checkout, a
 * courier quote for every other shopper (the rest pick up at the showroom),
 * the order, and for most orders the payment gateway's signed notification.
 * Each shopper comes from an address of its own (X-Forwarded-For, which
 * nginx appends to and the instances trust from 127.0.0.1).
 */
export async function shop(shopper: Shopper): Promise<void> {
  const { index, baseUrl, log } = shopper
  const device = `sale-${index}-${crypto.randomUUID()}`
  const email = `shopper-${index}@example.co.id`
  const client = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
  const call = async (step: SaleStep, method: string, path: string, body?: unknown) => {
    const started = performance.now()
    let status = 'network'
    let json: Record<string, unknown> = {}
    try {
      const response = await fetch(`${baseUrl}/api/${path}`, {
        method,
        headers: {
          ...headers,
          'x-forwarded-for': client,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      status = String(response.status)
      json = (await response.json().catch(() => ({}))) as Record<string, unknown>
    } catch (error) {
      status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network'
    }
    const record = log.steps[step]
    record.ms.push(performance.now() - started)
    record.statuses[status] = (record.statuses[status] ?? 0) + 1
    if (status === '200') return json
    const message = (json.error as { message?: string } | undefined)?.message ?? ''
    // Sold out is the sale's expected refusal, not a failure.
    if (status === '400' && /stock|sold out|available|left/i.test(message)) throw new Refused()
    throw new Error(`${step} ${method} ${path}: ${status} ${message || JSON.stringify(json)}`)
  }

  const item = shopper.items[index % shopper.items.length]
  if (!item) return
  const other = shopper.browse[index % Math.max(1, shopper.browse.length)] ?? item.productId
  try {
    await call('list', 'GET', 'products?page=1&limit=8&sort=NEWEST')
    await call('product', 'GET', `product?id=${other}`)
    await call('list', 'GET', 'products?page=1&limit=8&sort=PRICE_ASC&category_id=6')
    await call('product', 'GET', `product?id=${item.productId}`)
    const line = { local_device_id: device, product_detail_id: item.productId, size: item.size }
    await call('cart-add', 'POST', 'cart', { ...line, qty: 1 })
    await call('cart-read', 'GET', `cart?local_device_id=${device}`)
    await call('checkout', 'POST', 'checkout', { local_device_id: device })
    const hub = { local_device_id: device, showroom_id: HUB }
    await call('hub-stock', 'POST', 'check-showroom-stock-availability', hub)
    let order: Record<string, unknown>
    if (index % 2 === 0) {
      const quotes = (await call('shipping', 'POST', 'checkout-shipping', {
        ...hub,
        subdistrict_id: DISTRICT,
      })) as { data?: { sicepat?: { service: string; tariff: number }[] } }
      const reg = quotes.data?.sicepat?.find((option) => option.service === 'REG')
      order = await call(
        'checkout-trx',
        'POST',
        'checkout-trx',
        guestCourierOrder(hub, { email, name: `Shopper ${index}` }, reg?.tariff ?? 0),
      )
    } else {
      order = await call('checkout-trx', 'POST', 'checkout-trx', {
        ...hub,
        shipping_type: 'PICKUP_ON_STORE',
        address_recipient_name: 'Dewi Lestari',
        address_recipient_phone: '0812 1111 2222',
        guest_email: email,
      })
    }
    const bill = (
      order as {
        data: { payment_data: { order_id: string; bill_total: string; merchant_id: string } }
      }
    ).data.payment_data
    // The same shoppers pay in every run: with a share of 0.8, all but every fifth.
    const pay = index % 10 < shopper.payShare * 10
    log.placed.push({ billNo: bill.order_id, email, pay })
    if (!pay) return
    const answer = await call(
      'notification',
      'POST',
      'payment/notification',
      paidNotification(bill, shopper.env, 'sale'),
    )
    if (answer.response_code === '00') log.paidAnswers.push(bill.order_id)
  } catch (error) {
    if (error instanceof Refused) log.refused += 1
    else {
      log.broken += 1
      log.firstBreak ||= String(error)
    }
  }
}
