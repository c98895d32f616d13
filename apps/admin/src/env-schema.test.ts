import { expect, test } from 'vitest'
import { readAdminEnv } from './env-schema'

test('without variables the back office calls the API under /api on its own origin', () => {
  expect(readAdminEnv({})).toEqual({ apiBaseUrl: '/api' })
})

test('another path on the same origin is taken as given', () => {
  expect(readAdminEnv({ VITE_API_BASE_URL: '/store/api' })).toEqual({ apiBaseUrl: '/store/api' })
})

test('another origin or a trailing slash stops the build with the variable it is about', () => {
  expect(() => readAdminEnv({ VITE_API_BASE_URL: 'https://api.example.com' })).toThrow(
    /VITE_API_BASE_URL/,
  )
  expect(() => readAdminEnv({ VITE_API_BASE_URL: '/api/' })).toThrow(/trailing/)
})
