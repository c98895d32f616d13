import { afterAll, beforeAll, expect, test } from 'vitest'
import { MESSAGES } from '@store/contract/messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { cartCalls, newDevice, setStock, sizedProducts } from './cart-fixtures'
import type { SizedProduct } from './cart-fixtures'

let t: TestApp
let item: SizedProduct
const device = newDevice()
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  await setStock(t.db, item.productSizeId, 10)
  await cartCalls(t.app).add(device, item, 2)
})
afterAll(async () => t.close())

const good = () => ({ local_device_id: device, product_detail_id: item.productId, size: item.size })
const NUL = 'M\u0000'

/** Each payload breaks one rule; the answer is the first rule's text. */
const cases = (): [string, Record<string, unknown>, string][] => [
  ['no device id', { ...good(), local_device_id: undefined }, MESSAGES.deviceIdInvalid],
  ['a hostile device id', { ...good(), local_device_id: "x' or 1=1 --" }, MESSAGES.deviceIdInvalid],
  [
    'a device id with a NUL byte',
    { ...good(), local_device_id: 'abcdefgh\u0000' },
    MESSAGES.deviceIdInvalid,
  ],
  [
    'an oversized device id',
    { ...good(), local_device_id: 'a'.repeat(10_000) },
    MESSAGES.deviceIdInvalid,
  ],
  ['no product', { ...good(), product_detail_id: undefined }, MESSAGES.itemNotValid],
  ['a product as text', { ...good(), product_detail_id: 'shirt' }, MESSAGES.itemNotValid],
  ['a negative product', { ...good(), product_detail_id: -1 }, MESSAGES.itemNotValid],
  ['an unknown product', { ...good(), product_detail_id: 2_000_000_000 }, MESSAGES.itemNotValid],
  ['no size', { ...good(), size: undefined }, MESSAGES.chooseSize],
  ['a size with a NUL byte', { ...good(), size: NUL }, MESSAGES.chooseSize],
  ['a size the product lacks', { ...good(), size: 'XXXXL' }, MESSAGES.chooseSize],
  ['a hostile size', { ...good(), size: '<script>' }, MESSAGES.chooseSize],
]

const addCases = (): [string, Record<string, unknown>, string][] => [
  ['no quantity', { ...good() }, MESSAGES.minQtyCart],
  ['a quantity as text', { ...good(), qty: 'two' }, MESSAGES.minQtyCart],
  ['a negative quantity', { ...good(), qty: -3 }, MESSAGES.minQtyCart],
  ['a fractional quantity', { ...good(), qty: 1.5 }, MESSAGES.minQtyCart],
  ['a huge quantity', { ...good(), qty: 1e12 }, MESSAGES.maxQty],
  ['a quantity as an object', { ...good(), qty: { $gt: 0 } }, MESSAGES.minQtyCart],
]

async function cartSnapshot() {
  return JSON.stringify((await cartCalls(t.app).get(device)).cart_items)
}

test('every cart call refuses bad input with a 400 and a readable message, changing nothing', async () => {
  const before = await cartSnapshot()
  const calls = [
    { method: 'POST' as const, url: '/api/cart', extra: { qty: 1 } },
    { method: 'POST' as const, url: '/api/cart-item-increment-qty', extra: { qty: 1 } },
    { method: 'POST' as const, url: '/api/cart-item-decrement-qty', extra: { qty: 1 } },
    { method: 'DELETE' as const, url: '/api/cart-item-remove', extra: {} },
  ]
  for (const call of calls) {
    for (const [name, payload, message] of cases()) {
      const body = Object.fromEntries(
        Object.entries({ ...payload, ...call.extra }).filter(([, value]) => value !== undefined),
      )
      const response =
        call.method === 'POST'
          ? await t.app.inject({ method: 'POST', url: call.url, payload: body })
          : await t.app.inject({
              method: 'DELETE',
              url: `${call.url}?${new URLSearchParams(body as Record<string, string>).toString()}`,
            })
      expect(response.statusCode, `${call.url}: ${name}`).toBe(400)
      expect(response.json(), `${call.url}: ${name}`).toEqual({ error: { message } })
    }
  }
  expect(await cartSnapshot()).toBe(before)
})

test('adding a missing, mistyped, negative, fractional or huge quantity is refused with the spec text', async () => {
  for (const [name, payload, message] of addCases()) {
    const response = await t.app.inject({ method: 'POST', url: '/api/cart', payload })
    expect(response.statusCode, name).toBe(400)
    expect(response.json(), name).toEqual({ error: { message } })
  }
})

test('a step other than one, a body that is not JSON or an oversized body is a 400', async () => {
  const step = await t.app.inject({
    method: 'POST',
    url: '/api/cart-item-increment-qty',
    payload: { ...good(), qty: 5 },
  })
  expect(step.json()).toEqual({ error: { message: MESSAGES.qtyStep } })
  const notJson = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { 'content-type': 'application/json' },
    payload: '{"qty":',
  })
  expect(notJson.statusCode).toBe(400)
  const huge = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: { ...good(), qty: 1, junk: 'x'.repeat(100_000) },
  })
  expect(huge.statusCode).toBe(400)
  expect(huge.json<{ error: { message: string } }>().error.message).toBeTruthy()
})

test('GET cart with a malformed device id is a 400, not an empty cart', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/cart?local_device_id=short' })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ error: { message: MESSAGES.deviceIdInvalid } })
})
