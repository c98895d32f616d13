import { expect, test } from 'vitest'
import { readWebEnv } from './env-schema'

test('without variables the app calls its own origin with the brand code the API expects', () => {
  expect(readWebEnv({})).toEqual({ apiBaseUrl: '/api', brandCode: 'KAINARA' })
})

test('another API origin and brand are taken as given', () => {
  expect(
    readWebEnv({ VITE_API_BASE_URL: 'https://api.example.com/v1', VITE_BRAND_CODE: 'KNR' }),
  ).toEqual({ apiBaseUrl: 'https://api.example.com/v1', brandCode: 'KNR' })
})

test('a wrong value stops the build with the variable it is about', () => {
  expect(() => readWebEnv({ VITE_API_BASE_URL: 'api.example.com' })).toThrow(/VITE_API_BASE_URL/)
  expect(() => readWebEnv({ VITE_API_BASE_URL: '/api/' })).toThrow(/trailing/)
  expect(() => readWebEnv({ VITE_BRAND_CODE: '' })).toThrow(/VITE_BRAND_CODE/)
})
