import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { MESSAGES } from '@store/contract/messages'
import { AUTH_LIMITS } from '../../lib/rate-limit'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi, newMember, randomIp } from '../../test/members'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
})
afterAll(async () => t.close())

const signUp = (member: ReturnType<typeof newMember>, ip: string) =>
  callApi(t.app, 'POST', 'auth/sign-up', member, { ip })

test('a flash sale behind one address: a hundred shoppers sign up at once, and all get accounts', async () => {
  const ip = randomIp()
  const statuses: number[] = []
  for (let wave = 0; wave < 10; wave += 1) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => signUp(newMember(), ip)))
    statuses.push(...answers.map((answer) => answer.status))
  }
  expect(statuses).toHaveLength(100)
  expect(new Set(statuses)).toEqual(new Set([200]))
}, 120_000)

test('an address that has made its hour of accounts is stopped until the hour is over', async () => {
  const ip = randomIp()
  await t.db.execute(sql`
    insert into rate_limit_counters (key, window_started_at, hits)
    values (${`${AUTH_LIMITS.signUpPerIp.name}:${ip}`}, ${t.app.clock.now().toISOString()},
      ${AUTH_LIMITS.signUpPerIp.max})`)
  const stopped = await signUp(newMember(), ip)
  expect([stopped.status, stopped.body]).toEqual([
    429,
    { error: { message: MESSAGES.tooManyAttempts } },
  ])
  t.app.clock.advance(AUTH_LIMITS.signUpPerIp.windowMs)
  expect((await signUp(newMember(), ip)).status).toBe(200)
})

test('one e-mail signed up again and again is stopped, from any address', async () => {
  const member = newMember()
  const answers = []
  for (let i = 0; i <= AUTH_LIMITS.signUpPerEmail.max; i += 1) {
    answers.push(await signUp(member, randomIp()))
  }
  expect(answers[0]?.status).toBe(200)
  for (const again of answers.slice(1, -1)) {
    expect([again.status, again.body]).toEqual([400, { error: { message: MESSAGES.emailTaken } }])
  }
  expect([answers.at(-1)?.status, answers.at(-1)?.body]).toEqual([
    429,
    { error: { message: MESSAGES.tooManyAttempts } },
  ])
})
