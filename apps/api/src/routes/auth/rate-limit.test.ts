import { afterAll, beforeAll, expect, test } from 'vitest'
import { MESSAGES } from '@store/contract/messages'
import { AUTH_LIMITS, consumeAttempt } from '../../lib/rate-limit'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi, randomIp, signUpMember } from '../../test/members'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

test('wrong passwords for one e-mail are stopped with a 429 and a readable message, from any address', async () => {
  const member = await signUpMember(t.app)
  const attempt = (password: string) =>
    callApi(t.app, 'POST', 'auth/sign-in', { email: member.email, password }, { ip: randomIp() })
  for (let i = 0; i < AUTH_LIMITS.signInPerEmail.max; i += 1) {
    expect((await attempt(`guess-${i}-wrong`)).status).toBe(400)
  }
  const blocked = await attempt(member.password)
  expect(blocked.status).toBe(429)
  expect(blocked.body).toEqual({ error: { message: MESSAGES.tooManyAttempts } })
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
})

test('one client address is limited across e-mails', async () => {
  const ip = randomIp()
  let last = 0
  for (let i = 0; i <= AUTH_LIMITS.signInPerIp.max; i += 1) {
    const response = await callApi(
      t.app,
      'POST',
      'auth/sign-in',
      { email: `x${i}@example.co.id`, password: 'whatever1' },
      { ip },
    )
    last = response.status
  }
  expect(last).toBe(429)
})

test('a limit ends with its window, so nobody is locked out for good', async () => {
  const limit = { name: 'test-window', max: 2, windowMs: 60_000 }
  const start = new Date('2026-11-01T03:00:00Z')
  await consumeAttempt(t.db, limit, 'someone', start)
  await consumeAttempt(t.db, limit, 'someone', start)
  await expect(consumeAttempt(t.db, limit, 'someone', start)).rejects.toMatchObject({
    statusCode: 429,
  })
  const later = new Date(start.getTime() + 61_000)
  await expect(consumeAttempt(t.db, limit, 'someone', later)).resolves.toBeUndefined()
})

test('forgot password is limited per e-mail', async () => {
  const member = await signUpMember(t.app)
  const statuses: number[] = []
  for (let i = 0; i <= AUTH_LIMITS.forgotPerEmail.max; i += 1) {
    const r = await callApi(
      t.app,
      'POST',
      'auth/forgot-password',
      { email: member.email },
      { ip: randomIp() },
    )
    statuses.push(r.status)
  }
  expect(statuses.at(-1)).toBe(429)
  expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
})
