import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
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

test('one client address is limited across e-mails, with a 429 and a readable message', async () => {
  const ip = randomIp()
  const guess = (i: number) =>
    callApi(
      t.app,
      'POST',
      'auth/sign-in',
      { email: `x${i}@example.co.id`, password: 'whatever1' },
      { ip },
    )
  const counted = 5
  // Every failure counts alike; all but the last few are written at once rather than guessed.
  await t.db.execute(sql`
    insert into rate_limit_counters (key, window_started_at, hits)
    values (${`${AUTH_LIMITS.signInPerIp.name}:${ip}`}, ${new Date().toISOString()},
      ${AUTH_LIMITS.signInPerIp.max - counted})`)
  for (let i = 0; i < counted; i += 1) expect((await guess(i)).status).toBe(400)
  const blocked = await guess(counted)
  expect(blocked.status).toBe(429)
  expect(blocked.body).toEqual({ error: { message: MESSAGES.tooManyAttempts } })
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
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
  await expect(consumeAttempt(t.db, limit, 'someone', later)).resolves.toMatchObject({
    key: 'test-window:someone',
  })
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
