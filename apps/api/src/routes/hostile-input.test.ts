import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { API_CALLS } from '@store/contract/calls'
import type { ApiCall } from '@store/contract/call'
import { OPERATOR_CALLS } from '@store/contract/operator-orders'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { OPERATOR_TOKEN } from '../test/operator'
import { HOSTILE_JSON, HOSTILE_QUERY } from '../test/hostile-values'

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
