import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const errorOf = async (url: string, language?: string, body?: string) => {
  const response = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: {
      ...(language ? { 'accept-language': language } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  })
  return {
    status: response.statusCode,
    message: response.json<{ error: { message: string } }>().error.message,
  }
}

test('a product that does not exist is said in the call language, and in English word for word as before', async () => {
  expect(await errorOf('/api/product?id=999999')).toEqual({
    status: 404,
    message: 'This product does not exist.',
  })
  expect(await errorOf('/api/product?id=999999', 'id-ID,id;q=0.9,en;q=0.8')).toEqual({
    status: 404,
    message: 'Produk ini tidak ditemukan.',
  })
})

test('a body that is not JSON is refused in Bahasa for a Bahasa call', async () => {
  expect(await errorOf('/api/checkout-promo-code', undefined, '{not json')).toEqual({
    status: 400,
    message: 'The request body is not valid JSON.',
  })
  expect(await errorOf('/api/checkout-promo-code', 'id', '{not json')).toEqual({
    status: 400,
    message: 'Isi permintaan bukan JSON yang valid.',
  })
})
