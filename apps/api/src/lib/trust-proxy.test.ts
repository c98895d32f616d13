import { afterEach, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { readEnv } from '../env'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { queryRows } from '../test/sql'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/** Asks for a new password for an unknown address through a proxy at 127.0.0.1. */
async function forgotPasswordThroughProxy(app: TestApp['app'], forwardedFor: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `nobody.${Date.now()}@example.co.id` },
  })
  expect(response.statusCode).toBe(200)
}

const countedAddresses = async (db: TestApp['db']) =>
  (
    await queryRows<{ key: string }>(
      db,
      sql`select key from rate_limit_counters where key like 'forgot:ip:%' order by key`,
    )
  ).map((row) => row.key.slice('forgot:ip:'.length))

test("TRUST_PROXY is off unless set, and reads the proxies' addresses and ranges", () => {
  expect(readEnv({}).TRUST_PROXY).toBe(false)
  expect(readEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false)
  expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toBe(
    '10.0.0.0/8,127.0.0.1,::1',
  )
  expect(readEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback')
})

test('TRUST_PROXY refuses every hop, hop counts and malformed addresses, saying what it takes', () => {
  for (const value of [
    'true',
    'on',
    '1',
    '10.0.0.0/33',
    '300.1.1.1',
    '10.0.0.1/8/1',
    'proxy.example',
  ])
    expect(() => readEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: use 'off'/)
})

test('without TRUST_PROXY a forwarded address is ignored, so a client cannot pick its own', async () => {
  t = await createTestApp()
  await forgotPasswordThroughProxy(t.app, '203.0.113.7')
  expect(await countedAddresses(t.db)).toEqual(['127.0.0.1'])
})

test('behind a trusted proxy the limits count the client it forwards, not the proxy', async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' })
  await forgotPasswordThroughProxy(t.app, '198.51.100.4, 203.0.113.7')
  await forgotPasswordThroughProxy(t.app, '203.0.113.8')
  expect(await countedAddresses(t.db)).toEqual(['203.0.113.7', '203.0.113.8'])
})
