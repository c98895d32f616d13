import { expect, test } from 'vitest'
import { defaultHeaders, readAccessToken } from './headers'

test('every request carries the default headers of spec section 7', () => {
  expect(defaultHeaders({ accessToken: 'tok', brand: 'KAINARA' })).toEqual({
    Authorization: 'tok',
    'Authorization-Type': 'USER',
    Device: 'WEB',
    'App-Version': '1.1.4',
    'App-Build': '5',
    Brand: 'KAINARA',
  })
})

test('a signed-out request sends an empty Authorization header', () => {
  expect(defaultHeaders({ accessToken: null, brand: 'KAINARA' }).Authorization).toBe('')
})

test('the API reads the token raw or as Bearer', () => {
  expect(readAccessToken('abc')).toBe('abc')
  expect(readAccessToken('Bearer abc')).toBe('abc')
  expect(readAccessToken('bearer   abc ')).toBe('abc')
})

test('a missing or blank Authorization header means no token', () => {
  expect(readAccessToken(undefined)).toBeNull()
  expect(readAccessToken('')).toBeNull()
  expect(readAccessToken('Bearer ')).toBeNull()
})
