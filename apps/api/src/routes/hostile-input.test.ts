import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { API_CALLS } from '@store/contract/calls'
import type { ApiCall } from '@store/contract/call'
import { OPERATOR_CALLS } from '@store/contract/operator-orders'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { OPERATOR_TOKEN } from '../test/operator'
import { HOSTILE_JSON, HOSTILE_QUERY } from '../test/hostile-values'
import type { PaymentData } from '@store/contract/checkout-payment'
import { statusSignature } from '../services/payment'
import { testPaymentConfig } from '../test/payment'
import { sizedProducts } from './cart/cart-fixtures'
import { guestPickupOrder, orderState } from '../test/orders'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN })
})
afterAll(async () => t.close())

const registeredCalls = () =>
  Object.entries(API_CALLS as Record<string, ApiCall>).filter(([, call]) =>
    t.app.hasRoute({ method: call.method, url: `/api/${call.path}` }),
  )

/** The payload's field names, plus one it does not know. */
function fieldsOf(call: ApiCall): string[] {
  const shape = (call.payload as { shape?: Record<string, unknown> }).shape
  return [...Object.keys(shape ?? {}), 'unknown_field']
}

function expectNoServerFault(
  label: string,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  expect(response.statusCode, label).toBeLessThan(500)
  if (response.statusCode < 400 || response.statusCode === 404) return
  const message = (JSON.parse(response.body) as { error?: { message?: unknown } }).error?.message
  expect(typeof message, label).toBe('string')
  expect((message as string).length, label).toBeGreaterThan(5)
  expect(message as string, label).not.toMatch(/ZodError|stack|at Object|\{"|undefined/)
}

async function send(call: ApiCall, field: string, value: unknown) {
  const url = `/api/${call.path}`
  if (call.method === 'GET' || call.method === 'DELETE') {
    const query = Array.isArray(value) ? value.join('&') : `${field}=${value as string}`
    return t.app.inject({ method: call.method, url: `${url}?${query}` })
  }
  return t.app.inject({ method: call.method, url, payload: { [field]: value } })
}

describe('hostile input to every registered call', () => {
  test('the calls of the catalogue are among the ones fuzzed', () => {
    const names = registeredCalls().map(([name]) => name)
    expect(names).toEqual(
      expect.arrayContaining(['getProducts', 'getProduct', 'getCategory', 'getCategorySub']),
    )
  })

  // One test per call, so each has its own time budget on a busy machine.
  test.each(Object.entries(API_CALLS as Record<string, ApiCall>))(
    'no hostile value in any field of %s is a server fault',
    async (name, call) => {
      if (!t.app.hasRoute({ method: call.method, url: `/api/${call.path}` })) return
      const inQuery = call.method === 'GET' || call.method === 'DELETE'
      for (const field of fieldsOf(call)) {
        const values = inQuery
          ? [
              ...HOSTILE_QUERY,
              [`${field}=1`, `${field}=2`],
              [`${field}[a]=1`],
              [`${field}[]=1`, `${field}[]=2`],
            ]
          : HOSTILE_JSON
        for (const value of values) {
          const response = await send(call, field, value)
          const shown = JSON.stringify(value).slice(0, 40)
          expectNoServerFault(`${name} ${field}=${shown}`, response)
        }
      }
    },
  )

  test('a NUL byte in a search is a readable 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?search=%00' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { message: 'Search contains a character that cannot be used.' },
    })
  })
})

describe('hostile input to every operator call', () => {
  const authorization = `Bearer ${OPERATOR_TOKEN}`

  test.each(OPERATOR_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    'no hostile value in any field of %s, nor a hostile body, is a server fault',
    async (_label, call) => {
      const url = `/api/operator/${call.path}`
      expect(t.app.hasRoute({ method: call.method, url }), url).toBe(true)
      const fields = [...Object.keys(call.payload.shape), 'unknown_field']
      for (const field of fields) {
        const values =
          call.method === 'GET'
            ? [...HOSTILE_QUERY.map((value) => `${field}=${value}`), `${field}[a]=1`]
            : HOSTILE_JSON
        for (const value of values) {
          const response =
            call.method === 'GET'
              ? await t.app.inject({
                  method: 'GET',
                  url: `${url}?${value as string}`,
                  headers: { authorization },
                })
              : await t.app.inject({
                  method: 'POST',
                  url,
                  headers: { authorization },
                  payload: { [field]: value },
                })
          expectNoServerFault(
            `${call.method} ${call.path} ${field}=${JSON.stringify(value).slice(0, 40)}`,
            response,
          )
        }
      }
      if (call.method === 'POST')
        for (const body of ['[1,2]', '"text"', 'null', '{"a":', 'x'.repeat(70 * 1024)]) {
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { authorization, 'content-type': 'application/json' },
            payload: body,
          })
          expectNoServerFault(`${call.path} body ${body.slice(0, 20)}`, response)
          expect(
            response.statusCode,
            `${call.path} body ${body.slice(0, 20)}`,
          ).toBeGreaterThanOrEqual(400)
        }
    },
  )
})

describe('hostile input to the payment notification, the one call a stranger can reach that moves money', () => {
  /** Every field Faspay sends, rightly signed for `status`. */
  const signed = (bill: PaymentData, status: string): Record<string, string> => ({
    request: 'Payment Notification',
    trx_id: `trx-${bill.order_id}`,
    merchant_id: bill.merchant_id,
    merchant: bill.merchant_name,
    bill_no: bill.order_id,
    payment_reff: 'ref-1',
    payment_date: '2026-11-22 10:00:00',
    payment_status_code: status,
    payment_status_desc: 'Payment Failed',
    bill_total: bill.bill_total,
    payment_total: bill.bill_total,
    payment_channel_uid: '402',
    payment_channel: 'Permata Virtual Account',
    signature: statusSignature(testPaymentConfig, bill.order_id, status),
  })
  const notify = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/notification',
      payload: payload as string,
      headers,
    })

  test('no hostile value in any field of a signed notification, nor a hostile body, is a server fault or pays the order', async () => {
    const [item] = await sizedProducts(t.db, 1)
    if (!item) throw new Error('no product')
    const bill = await guestPickupOrder(t, item, 'hostile.payment@example.co.id')
    // A failed attempt is recorded on the order, so its text fields reach the database.
    const failed = signed(bill, '3')
    for (const field of [...Object.keys(failed), 'unknown_field'])
      for (const value of HOSTILE_JSON) {
        const response = await notify({ ...failed, [field]: value })
        expectNoServerFault(`notification ${field}=${JSON.stringify(value).slice(0, 40)}`, response)
      }
    const json = { 'content-type': 'application/json' }
    for (const body of ['[1,2]', '"text"', 'null', '{"a":', 'x'.repeat(70 * 1024)]) {
      const response = await notify(body, json)
      expectNoServerFault(`notification body ${body.slice(0, 20)}`, response)
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
    }
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) {
      const response = await notify(new URLSearchParams(signed(bill, '2')).toString(), {
        'content-type': type,
      })
      expectNoServerFault(`notification as ${type}`, response)
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
    }
    expect((await orderState(t, bill)).status).toBe('WAITING_PAYMENT')

    const paid = await notify(signed(bill, '2'))
    expect(paid.json()).toMatchObject({ response_code: '00' })
    const again = await notify({
      ...signed(bill, '2'),
      payment_channel: '<script>alert(1)</script>',
    })
    expect(again.json()).toMatchObject({ response_code: '14' })
    // Over 300 notifications, each a transaction: a budget of its own on a busy machine.
  }, 180_000)
})
