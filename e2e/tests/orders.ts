import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import type { PaymentData } from '../../packages/contract/src/checkout-payment'
import type { Order } from '../../packages/contract/src/orders'
import { createOrderLinks } from '../../apps/api/src/lib/order-links'
import { E2E_OPERATOR_TOKEN } from '../playwright.config'
import { openPaymentPage } from './payment-form'
import { expect } from './fixtures'

const DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/kainara-e2e'
const BANDUNG = { province_id: 32, city_id: 3273, subdistrict_id: 327301 }
const ADDRESS = {
  recipient_name: 'Dewi Lestari',
  recipient_phone: '081234567890',
  address_street: 'Jl. Dago No. 12',
  ...BANDUNG,
}

type Call = { token?: string | null; data?: Record<string, unknown> }

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: Call = {},
) {
  const headers = options.token ? { authorization: options.token } : undefined
  const answer =
    method === 'GET'
      ? await request.get(`/api/${path}`, {
          headers,
          params: options.data as Record<string, string>,
        })
      : await request.post(`/api/${path}`, { headers, data: options.data ?? {} })
  const body = (await answer.json()) as T
  if (!answer.ok()) throw new Error(`${method} ${path}: ${answer.status()} ${JSON.stringify(body)}`)
  return body
}

/**
 * A device's cart holding one size a hub can ship, and that hub: the first such of the
 * newest products, from the `from`-th on (a journey that empties a size takes its own).
 */
async function cartForDelivery(
  request: APIRequestContext,
  device: string,
  token: string | null,
  from: number,
  qty = 1,
) {
  const list = await call<{ products: { id: number }[] }>(request, 'GET', 'products', {
    data: { limit: '24', sort: 'NEWEST' },
  })
  for (const { id } of list.products.slice(from)) {
    const { product } = await call<{
      product: { sizes: { size_code: string; is_available: number }[] }
    }>(request, 'GET', 'product', { data: { id: String(id) } })
    const size = product.sizes.find((option) => option.is_available === 1)
    if (!size) continue
    const line = { local_device_id: device, product_detail_id: id, size: size.size_code }
    // Journeys running beside this one sell sizes out: the last units may be gone by now (or the
    // product read a moment stale), which the cart refuses as it would a shopper. Try the next.
    try {
      await call(request, 'POST', 'cart', { token, data: { ...line, qty } })
    } catch (error) {
      if (/: 400 .*(out of stock|Only \d+ pieces? of this size)/.test(String(error))) continue
      throw error
    }
    const available = await call<{ available_stores_online: { id: number }[] }>(
      request,
      'POST',
      'checkout',
      { token, data: { local_device_id: device } },
    )
    const hub = available.available_stores_online[0]
    if (hub) return hub.id
    await request.delete('/api/cart-item-remove', {
      params: line,
      headers: token ? { authorization: token } : undefined,
    })
  }
  throw new Error('no product a hub can ship')
}

/**
 * A courier order to Bandung made through the checkout calls (the checkout
 * screens are not built yet), as a member (token) or a guest.
 */
export async function placeCourierOrder(
  request: APIRequestContext,
  token: string | null,
  service?: string,
  from = 0,
  qty = 1,
) {
  const device = `e2e-${randomUUID()}`
  const hub = await cartForDelivery(request, device, token, from, qty)
  const quotes = await call<{ data: { sicepat: { service: string; tariff: number }[] } }>(
    request,
    'POST',
    'checkout-shipping',
    {
      token,
      data: { local_device_id: device, showroom_id: hub, subdistrict_id: BANDUNG.subdistrict_id },
    },
  )
  const option =
    quotes.data.sicepat.find((quote) => quote.service === service) ?? quotes.data.sicepat[0]
  if (!option) throw new Error('no courier quote')
  let where: Record<string, unknown>
  if (token) {
    await call(request, 'POST', 'user/address', {
      token,
      data: {
        address_label: 'Home',
        recipient_zip: '40132',
        address_notes: 'Pagar hijau',
        ...ADDRESS,
      },
    })
    const { data } = await call<{ data: { user_addresses: { id: number }[] } }>(
      request,
      'GET',
      'user/address',
      { token },
    )
    where = { user_address_id: data.user_addresses.at(-1)?.id }
  } else {
    where = {
      guest_email: `dewi.${randomUUID().slice(0, 8)}@example.co.id`,
      address_recipient_name: ADDRESS.recipient_name,
      address_recipient_phone: ADDRESS.recipient_phone,
      address_street: ADDRESS.address_street,
      ...BANDUNG,
    }
  }
  const made = await call<{ data: { payment_data: PaymentData } }>(
    request,
    'POST',
    'checkout-trx',
    {
      token,
      data: {
        local_device_id: device,
        shipping_type: 'ONLINE_DELIVERY',
        showroom_id: hub,
        ...where,
        shipping_courier: 'sicepat',
        shipping_service_name: option.service,
        shipping_cost: option.tariff,
      },
    },
  )
  return made.data.payment_data
}

/** Pays the bill on the built-in payment page, as the checkout's hidden form would open it. */
export async function payOnPaymentPage(page: Page, bill: PaymentData) {
  const { payment_url: action, ...values } = bill
  await openPaymentPage(page, action, values)
  // A virtual account waits for the bank; an e-wallet is paid on the page.
  await page.getByRole('radio', { name: /^OVO/ }).check()
  await page.getByRole('button', { name: /^Pay IDR/ }).click()
  await page.waitForURL(/\/payment\/response\?/)
}

/** The member's orders as the API answers them. */
export async function ordersOf(request: APIRequestContext, token: string) {
  const { data } = await call<{ data: { user_orders: Order[] } }>(request, 'GET', 'user/orders', {
    token,
  })
  return data.user_orders
}

/** The signed link the store puts in a guest's order e-mails, made with the e2e store's own secret. */
export async function orderLinkPath(trxRef: string) {
  const secret = (await readFile(join(DATA_DIR, 'order-link-secret'), 'utf8')).trim()
  return createOrderLinks(secret).pathFor(trxRef)
}

export async function tokenOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  expect(token).toBeTruthy()
  return token ?? ''
}

/** Runs one of the store's background jobs now, as `npm run store -- run-job <name>` does. */
export async function runJob(request: APIRequestContext, name: string) {
  const answer = await request.post('/api/operator/jobs/run', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: { name },
  })
  expect(answer.ok()).toBe(true)
}
