import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import helmet from 'helmet'
import type { HelmetOptions } from 'helmet'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { readSecurityHeaders } from './security-headers'

const { helmetCalls } = vi.hoisted(() => ({ helmetCalls: { count: 0 } }))
vi.mock('helmet', async (original) => {
  const actual = await original<{ default: typeof helmet }>()
  const counted = (options?: Readonly<HelmetOptions>) => {
    helmetCalls.count++
    return actual.default(options)
  }
  return { ...actual, default: Object.assign(counted, actual.default) }
})

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } },
  crossOriginEmbedderPolicy: false,
  xXssProtection: false,
}

/** What helmet itself sets on a real Node response, read back by a client. */
async function headersHelmetSends(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options)
  const server = createServer((request, response) =>
    middleware(request, response, () => response.end()),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}/`)
    const sent = Object.fromEntries(response.headers)
    for (const name of ['connection', 'content-length', 'date', 'keep-alive']) delete sent[name]
    return sent
  } finally {
    server.close()
  }
}

describe('the security headers', () => {
  test('are the ones helmet sends for the same options, read once', async () => {
    expect(readSecurityHeaders(OPTIONS)).toEqual(await headersHelmetSends(OPTIONS))
  })

  test('a content policy that names a function, which could differ per request, is refused', () => {
    const perRequest: HelmetOptions = {
      contentSecurityPolicy: { directives: { 'script-src': [() => "'nonce-x'"] } },
    }
    expect(() => readSecurityHeaders(perRequest)).toThrow(/per request/)
  })
})

describe('every answer carries them', () => {
  let store: TestApp
  beforeAll(async () => {
    store = await createTestApp()
  })
  afterAll(() => store.close())

  test('a catalogue answer from memory, its first answer, an error and the health call alike', async () => {
    helmetCalls.count = 0
    const url = '/api/products?page=1&limit=4&sort=NEWEST'
    const answers = [
      await store.app.inject({ url }),
      await store.app.inject({ url }),
      await store.app.inject({ url: '/api/product?id=not-a-number' }),
      await store.app.inject({ url: '/api/health' }),
    ]
    const policies = answers.map((answer) => answer.headers['content-security-policy'])
    expect(policies[0]).toMatch(/default-src 'self'/)
    expect(new Set(policies).size).toBe(1)
    for (const answer of answers) {
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=/)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin')
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 400, 200])
    // Read when the app was built, never for a request.
    expect(helmetCalls.count).toBe(0)
  })
})
