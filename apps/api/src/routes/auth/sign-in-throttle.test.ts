import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MESSAGES } from '@store/contract/messages'
import { AUTH_LIMITS, consumeAttempt } from '../../lib/rate-limit'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { newMember, randomIp, signUpMember } from '../../test/members'
import { DEVICE_COOKIE_LIFETIME_MS, DEVICE_COOKIE_NAME, createDeviceCookies } from './device-cookie'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
})
afterAll(async () => t.close())

interface Attempt {
  email: string
  password: string
  ip?: string
  cookie?: string | null
}

/** A sign-in as a browser makes it: from an address, with the device cookie it holds if any. */
async function signIn({ email, password, ip = randomIp(), cookie }: Attempt) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie: `${DEVICE_COOKIE_NAME}=${cookie}` } : {},
  })
  const setCookie = response.headers['set-cookie']
  const issued = /^kainara_device=([^;]+)/.exec(String(setCookie ?? ''))?.[1] ?? null
  return { status: response.statusCode, body: response.json<unknown>(), response, issued }
}

/** Wrong passwords for an e-mail from `addresses` strangers at once, as many as each address is allowed. */
async function attackFromEverywhere(email: string, addresses: number) {
  const fromOneAddress = async (a: number) => {
    const ip = randomIp()
    for (let i = 0; i < AUTH_LIMITS.signInPerEmailAndIp.max; i += 1) {
      await signIn({ email, password: `guess-${a}-${i}`, ip })
    }
  }
  await Promise.all(Array.from({ length: addresses }, (_, a) => fromOneAddress(a)))
}
/**
 * What `count` wrong passwords for other e-mails leave on one address (a
 * carrier's, shared by a crowd): its counter full, written as each failure
 * writes it, without an argon2 verification each on this small machine.
 */
async function failFromOneAddress(ip: string, count: number) {
  for (let i = 0; i < count; i += 1)
    await consumeAttempt(t.db, AUTH_LIMITS.signInPerIp, ip, t.app.clock.now())
}
const addressesToLockAnEmail = Math.ceil(
  AUTH_LIMITS.signInPerEmail.max / AUTH_LIMITS.signInPerEmailAndIp.max,
)
const tooManyAttempts = { error: { message: MESSAGES.tooManyAttempts } }

describe('a member whose e-mail is under attack', () => {
  test("an attacker's wrong passwords from another address do not keep the owner out, and the attacker's own address is stopped", async () => {
    const owner = await signUpMember(t.app)
    const attacker = randomIp()
    for (let i = 0; i < AUTH_LIMITS.signInPerEmailAndIp.max; i += 1) {
      expect(
        (await signIn({ email: owner.email, password: `guess-${i}`, ip: attacker })).status,
      ).toBe(400)
    }
    const stopped = await signIn({ email: owner.email, password: 'one-more-guess', ip: attacker })
    expect([stopped.status, stopped.body]).toEqual([429, tooManyAttempts])
    expect(Number(stopped.response.headers['retry-after'])).toBeGreaterThan(0)
    const evenRight = await signIn({ email: owner.email, password: owner.password, ip: attacker })
    expect(evenRight.status).toBe(429)

    const home = await signIn({ email: owner.email, password: owner.password, ip: randomIp() })
    expect(home.status).toBe(200)
  })

  test('a browser that signed in before gets in while the e-mail is under attack from everywhere', async () => {
    const owner = await signUpMember(t.app)
    const before = await signIn({ email: owner.email, password: owner.password })
    expect(before.issued).not.toBeNull()
    await attackFromEverywhere(owner.email, addressesToLockAnEmail)

    const newBrowser = await signIn({ email: owner.email, password: owner.password })
    expect([newBrowser.status, newBrowser.body]).toEqual([429, tooManyAttempts])
    const knownBrowser = await signIn({
      email: owner.email,
      password: owner.password,
      cookie: before.issued,
    })
    expect(knownBrowser.status).toBe(200)
    expect(knownBrowser.issued).not.toBeNull()
    expect(knownBrowser.issued).not.toBe(before.issued)
  }, 120_000)

  test('a browser that has just made the account is known to it as well', async () => {
    const member = newMember()
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: member,
      remoteAddress: randomIp(),
    })
    const header = String(signedUp.headers['set-cookie'])
    expect(header).toContain('Path=/api/auth/sign-in;')
    const issued = /^kainara_device=([^;]+)/.exec(header)?.[1] ?? null
    await attackFromEverywhere(member.email, addressesToLockAnEmail)

    const knownBrowser = await signIn({
      email: member.email,
      password: member.password,
      cookie: issued,
    })
    expect(knownBrowser.status).toBe(200)
  }, 120_000)

  test('a device cookie for another account, a forged one or an expired one does not get past the lockout', async () => {
    const owner = await signUpMember(t.app)
    const other = await signUpMember(t.app)
    const expired = (await signIn({ email: owner.email, password: owner.password })).issued
    t.app.clock.advance(DEVICE_COOKIE_LIFETIME_MS)
    const othersCookie = (await signIn({ email: other.email, password: other.password })).issued
    const forged = createDeviceCookies('a secret that is not the store one!!').issue(
      owner.email,
      t.app.clock.now(),
    )
    await attackFromEverywhere(owner.email, addressesToLockAnEmail)

    for (const cookie of [othersCookie, forged, `${forged}x`, 'not.a.cookie', expired]) {
      const attempt = await signIn({ email: owner.email, password: owner.password, cookie })
      expect([attempt.status, attempt.body]).toEqual([429, tooManyAttempts])
    }
  }, 120_000)

  test("a browser that signed in before gets in from an address that strangers' failures have stopped", async () => {
    const owner = await signUpMember(t.app)
    const shared = randomIp()
    const before = await signIn({ email: owner.email, password: owner.password, ip: shared })
    await failFromOneAddress(shared, AUTH_LIMITS.signInPerIp.max)

    const newBrowser = await signIn({ email: owner.email, password: owner.password, ip: shared })
    expect([newBrowser.status, newBrowser.body]).toEqual([429, tooManyAttempts])
    const knownBrowser = await signIn({
      email: owner.email,
      password: owner.password,
      ip: shared,
      cookie: before.issued,
    })
    expect(knownBrowser.status).toBe(200)
  })

  test('a browser with a device cookie is itself stopped after too many wrong passwords', async () => {
    const owner = await signUpMember(t.app)
    const { issued } = await signIn({ email: owner.email, password: owner.password })
    for (let i = 0; i < AUTH_LIMITS.signInPerDevice.max; i += 1) {
      const ip = randomIp()
      expect(
        (await signIn({ email: owner.email, password: `guess-${i}`, ip, cookie: issued })).status,
      ).toBe(400)
    }
    const locked = await signIn({ email: owner.email, password: owner.password, cookie: issued })
    expect([locked.status, locked.body]).toEqual([429, tooManyAttempts])
  })
})

describe('sign-in answers', () => {
  test('a known and an unknown e-mail get the same answers, throttled or not', async () => {
    const member = await signUpMember(t.app)
    const answersFor = async (email: string) => {
      const ip = randomIp()
      const answers: unknown[] = []
      for (let i = 0; i <= AUTH_LIMITS.signInPerEmailAndIp.max; i += 1) {
        const { status, body, issued, response } = await signIn({
          email,
          password: `guess-${i}`,
          ip,
        })
        answers.push({
          status,
          body,
          issued,
          retryAfter: response.headers['retry-after'] !== undefined,
        })
      }
      return answers
    }
    const known = await answersFor(member.email)
    const unknown = await answersFor(`nobody.${Date.now()}@example.co.id`)
    expect(unknown).toEqual(known)
    expect(known.at(-1)).toEqual({
      status: 429,
      body: tooManyAttempts,
      issued: null,
      retryAfter: true,
    })
  })

  test('a member who signs in again and again from one address is never stopped by their own right passwords', async () => {
    const member = await signUpMember(t.app)
    const ip = randomIp()
    const statuses = new Set<number>()
    for (let i = 0; i < 2 * AUTH_LIMITS.signInPerEmailAndIp.max; i += 1) {
      statuses.add((await signIn({ email: member.email, password: member.password, ip })).status)
    }
    expect([...statuses]).toEqual([200])
  })

  test('the device cookie is kept from scripts, sent back to the sign-in call only, and lasts as long as a session', async () => {
    const member = await signUpMember(t.app)
    const { response } = await signIn({ email: member.email, password: member.password })
    const header = String(response.headers['set-cookie'])
    expect(header).toMatch(/^kainara_device=[\w-]+\.\d+\.[\w-]+; /)
    expect(header.split('; ').slice(1).sort()).toEqual(
      [
        'HttpOnly',
        `Max-Age=${DEVICE_COOKIE_LIFETIME_MS / 1000}`,
        'Path=/api/auth/sign-in',
        'SameSite=Lax',
      ].sort(),
    )
  })
})
