import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_OPERATOR_TOKEN } from '../../playwright.config'
import { whileOrdersAreQuiet } from '../checkout-fixtures'
import { completedPickupOrder } from '../completed-order'
import { expect } from '../fixtures'
import { newShopper, signUp } from '../members'
import { ordersOf, payOnPaymentPage, placeCourierOrder, runJob, tokenOf } from '../orders'

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }

type Options = {
  data: {
    refusal: string | null
    lines: { line_id: number; returnable: number; exchange_sizes: string[]; size_code: string }[]
  }
}

/** A member signed up in the shop, with their token. */
async function member(page: Page) {
  await signUp(page, newShopper())
  return tokenOf(page)
}

/** The place in the newest products of the first with two sizes in stock: one to buy, one to swap to. */
async function twoSizedProduct(request: APIRequestContext) {
  const list = (await (await request.get('/api/products?limit=24&sort=NEWEST')).json()) as {
    products: { id: number }[]
  }
  for (const [index, { id }] of list.products.entries()) {
    const { product } = (await (await request.get(`/api/product?id=${id}`)).json()) as {
      product: { sizes: { is_available: number }[] }
    }
    if (product.sizes.filter((size) => size.is_available === 1).length >= 2) return index
  }
  throw new Error('no product with two sizes in stock')
}

/**
 * A member's courier order delivered, each step by its real call: placed and
 * paid, then the courier's timetable run on the store's moved clock until the
 * tracking says delivered (the order COMPLETED), as order-events.spec does.
 */
export async function deliveredCourierOrder(page: Page, request: APIRequestContext) {
  const token = await member(page)
  await whileOrdersAreQuiet(async () =>
    payOnPaymentPage(
      page,
      await placeCourierOrder(request, token, 'BEST', await twoSizedProduct(request)),
    ),
  )
  await expect.poll(async () => (await ordersOf(request, token))[0]?.trx_status).toBe('PAID')
  await whileOrdersAreQuiet(async () => {
    await runJob(request, 'advance-orders')
    for (let step = 0; step < 8; step += 1) {
      if ((await ordersOf(request, token))[0]?.trx_status === 'COMPLETED') break
      await request.post('/api/operator/clock', { headers: operator, data: { minutes: 360 } })
      await runJob(request, 'advance-orders')
      await runJob(request, 'advance-orders')
    }
  })
  const [order] = await ordersOf(request, token)
  expect(order?.trx_status).toBe('COMPLETED')
  return { token, order: order ?? { id: 0, trx_ref: '' } }
}

/** A member's pick-up order handed over at the showroom. */
export async function collectedPickupOrder(page: Page, request: APIRequestContext) {
  const token = await member(page)
  const pick = await completedPickupOrder(page, request)
  const [order] = await ordersOf(request, token)
  expect(order?.trx_status).toBe('COMPLETED')
  return { token, pick, order: order ?? { id: 0, trx_ref: '' } }
}

/**
 * The member asks, through the shop's own call, to return the order's first
 * line: an exchange for another size the showroom holds (by courier), or a
 * refund brought to a showroom's counter.
 */
export async function requestReturn(
  request: APIRequestContext,
  token: string,
  orderId: number,
  wish: { exchange: true } | { counter: number },
) {
  const options = (await (
    await request.get(`/api/user/returns?id=${orderId}`, { headers: { authorization: token } })
  ).json()) as Options
  expect(options.data.refusal).toBeNull()
  const line = options.data.lines[0]
  if (!line) throw new Error('the order has no line to return')
  const size = line.exchange_sizes[0]
  if ('exchange' in wish && !size) throw new Error('no other size to exchange for')
  const fields =
    'exchange' in wish
      ? {
          wish: 'EXCHANGE',
          way: 'COURIER',
          lines: [{ line_id: line.line_id, qty: 1, reason: 'too_small', exchange_size: size }],
        }
      : {
          wish: 'REFUND',
          way: 'COUNTER',
          showroom_id: wish.counter,
          bank: { bank_name: 'BCA', account_number: '1234567890', account_holder: 'Dewi Lestari' },
          lines: [{ line_id: line.line_id, qty: 1, reason: 'changed_mind' }],
        }
  const made = await request.post('/api/user/returns', {
    headers: { authorization: token },
    data: { id: orderId, request_key: randomBytes(8).toString('hex'), ...fields },
  })
  expect(made.status(), await made.text()).toBe(200)
  const answer = (await made.json()) as { data: { return: { return_ref: string } } }
  return { ref: answer.data.return.return_ref, from: line.size_code, to: size ?? '' }
}
