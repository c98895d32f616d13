import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const expectReadable400 = (response: { status: number; body: unknown }) => {
  expect(response.status).toBe(400)
  const message = (response.body as { error?: { message?: unknown } }).error?.message
  expect(typeof message).toBe('string')
  expect((message as string).length).toBeGreaterThan(5)
  expect(message as string).not.toMatch(/stack|at Object|ZodError|\{"/)
}

describe('bad input to the catalogue calls', () => {
  test.each([
    [{ page: -1 }, 'Page starts at 1.'],
    [{ page: 0 }, 'Page starts at 1.'],
    [{ page: 'two' }, 'Page must be a number.'],
    [{ page: 1e12 }, 'Page must be at most 10000.'],
    [{ limit: 0 }, 'Limit must be at least 1.'],
    [{ limit: 10_000 }, 'Limit must be at most 48.'],
    [{ sort: 'CHEAPEST' }, 'Sort must be one of NEWEST, PRICE_DESC or PRICE_ASC.'],
    [{ category_id: 'men' }, 'Category must be a whole number written in digits, such as 12.'],
    [{ category_id: '6e0' }, 'Category must be a whole number written in digits, such as 12.'],
    [{ category_id: '06' }, 'Category must not start with 0.'],
    [{ sale: 'yes' }, 'Use 1 or 0.'],
    [{ search: 'x'.repeat(101) }, 'Search must be at most 100 characters.'],
    [{ sizes: 'M,<b>' }, 'Sizes are codes such as S, M, L or 42.'],
    [{ price_min: -5 }, 'Minimum price cannot be negative.'],
  ])('GET products with %j answers 400 %j', async (query, message) => {
    const response = await getJson(t.app, 'products', query)
    expectReadable400(response)
    expect(response.body).toEqual({ error: { message } })
  })

  test('a malformed JSON body is a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/check-stock-location',
      headers: { 'content-type': 'application/json' },
      payload: '{"product_detail_id": 1,',
    })
    expectReadable400({ status: response.statusCode, body: response.json() })
  })

  test('an oversized body is a 400 with a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/check-stock-location',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ size: 'x'.repeat(200_000) }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: { message: 'The request is too large.' } })
  })

  test('a body that is not JSON is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/check-stock-location',
      headers: { 'content-type': 'text/xml' },
      payload: '<size>M</size>',
    })
    expectReadable400({ status: response.statusCode, body: response.json() })
  })

  test('a body that is a JSON array or string gets a readable 400', async () => {
    for (const payload of ['[1,2]', '"M"', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/check-stock-location',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expectReadable400({ status: response.statusCode, body: response.json() })
    }
  })

  test('an unknown API path is a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-call' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { message: 'Not found.' } })
  })

  test('the OpenAPI document describes the catalogue calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json<{ paths: Record<string, unknown> }>()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/products', '/product', '/check-stock-location']),
    )
  })
})
