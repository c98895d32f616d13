import { describe, expect, test } from 'vitest'
import { readEnv } from './env'

describe("the back office's configuration", () => {
  test('without settings the calls go to /api on the same origin', () => {
    expect(readEnv({ BASE_URL: '/admin/' })).toEqual({
      apiBaseUrl: '/api',
      basePath: '/admin',
      locale: 'en',
    })
  })

  test('the Bahasa build speaks Bahasa, and a language the store lacks is refused', () => {
    expect(readEnv({ BASE_URL: '/admin/', VITE_LOCALE: 'id' }).locale).toBe('id')
    expect(() => readEnv({ BASE_URL: '/admin/', VITE_LOCALE: 'fr' })).toThrow(
      "The back office's configuration is wrong",
    )
  })

  test('an API path of its own is used without its trailing slash', () => {
    expect(readEnv({ BASE_URL: '/admin/', VITE_API_BASE_URL: '/store-api/' }).apiBaseUrl).toBe(
      '/store-api',
    )
  })

  test('another origin is refused with a message that names the setting', () => {
    expect(() =>
      readEnv({ BASE_URL: '/admin/', VITE_API_BASE_URL: 'https://api.example.com' }),
    ).toThrow('VITE_API_BASE_URL must be a path on this origin, such as /api.')
  })

  test('a build without a base path is refused', () => {
    expect(() => readEnv({})).toThrow("The back office's configuration is wrong")
  })
})
