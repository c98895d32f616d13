import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ADMIN_MESSAGES } from '@store/contract/admin/auth'
import { MESSAGES } from '@store/contract/messages'
import { AUTH_LIMITS, SECOND_FACTOR_TRIES } from '../../../lib/rate-limit'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createTwoStepStaff, staffBrowser } from '../../../test/staff-browser'
import { codeAt } from '../../../test/staff-sign-in'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const wrongCode = { error: { message: ADMIN_MESSAGES.wrongCode } }
const tooManyAttempts = { error: { message: MESSAGES.tooManyAttempts } }

/** A stranger who has the password: a new browser, signed in, half-way. */
async function strangerWithThePassword(email: string) {
  const browser = staffBrowser(t.app)
  expect((await browser.signIn(email)).body.data.second_factor).toBe('VERIFY')
  return browser
}

describe('guessing the second factor', () => {
  test('a half-signed-in session ends after a few wrong codes, and the right code then finds no session', async () => {
    const owner = await createTwoStepStaff(t.app)
    const browser = await strangerWithThePassword(owner.email)
    for (let i = 1; i < SECOND_FACTOR_TRIES; i += 1) {
      const wrong = await browser.giveCode(String(100000 + i))
      expect([wrong.status, wrong.body]).toEqual([400, wrongCode])
    }
    const last = await browser.giveCode('999999')
    expect([last.status, last.body]).toEqual([
      401,
      { error: { message: ADMIN_MESSAGES.tooManyCodes } },
    ])
    expect(browser.cookie('kn_staff')).toBeNull()
    const right = await browser.giveCode(codeAt(owner.secret, 1))
    expect([right.status, right.body]).toEqual([
      401,
      { error: { message: ADMIN_MESSAGES.signInRequired } },
    ])
  })

  test('every refusal costs one try: a malformed, a recovery-shaped and a used code count as a wrong one does', async () => {
    const owner = await createTwoStepStaff(t.app)
    const browser = await strangerWithThePassword(owner.email)
    // codeAt(secret, 0) turned two-step sign-in on a moment ago: it is spent.
    const refusals = ['12345', 'abcde-fghjk', codeAt(owner.secret, 0), 'not a code', '000000']
    const statuses = []
    for (const code of refusals.slice(0, SECOND_FACTOR_TRIES))
      statuses.push((await browser.giveCode(code)).status)
    expect(statuses).toEqual([...Array<number>(SECOND_FACTOR_TRIES - 1).fill(400), 401])
  })

  test('new half-signed-in sessions do not buy more guesses: the account is stopped, its owner still gets in from their own browser', async () => {
    const owner = await createTwoStepStaff(t.app)
    const own = staffBrowser(t.app)
    await own.signIn(owner.email)
    expect((await own.giveCode(codeAt(owner.secret, 1))).status).toBe(200)

    const perSession = SECOND_FACTOR_TRIES - 1
    const sessions = Math.ceil(AUTH_LIMITS.secondFactorPerAccount.max / perSession)
    for (let s = 0; s < sessions; s += 1) {
      const stranger = await strangerWithThePassword(owner.email)
      for (let i = 0; i < perSession; i += 1) await stranger.giveCode(String(200000 + s * 10 + i))
    }
    const stranger = await strangerWithThePassword(owner.email)
    const stopped = await stranger.giveCode(String(300000))
    expect([stopped.status, stopped.body]).toEqual([429, tooManyAttempts])
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0)
    const evenARecoveryCode = await stranger.giveCode(owner.recoveryCodes[0] ?? '')
    expect(evenARecoveryCode.status).toBe(429)

    await own.send('POST', 'auth/sign-out')
    expect((await own.signIn(owner.email)).body.data.second_factor).toBe('VERIFY')
    const home = await own.giveCode(owner.recoveryCodes[1] ?? '')
    expect(home.status).toBe(200)
    expect(home.body).toMatchObject({ data: { second_factor: 'NONE' } })
  }, 120_000)

  test('a browser becomes known to the account with the code, not with the password alone', async () => {
    const owner = await createTwoStepStaff(t.app)
    const browser = staffBrowser(t.app)
    await browser.signIn(owner.email)
    expect(browser.cookie('kainara_device')).toBeNull()
    const answer = await browser.giveCode(codeAt(owner.secret, 1))
    expect(answer.status).toBe(200)
    expect(browser.cookie('kainara_device')).toMatchObject({ path: '/api/admin/auth' })
  })

  test('a known browser is itself stopped after too many wrong codes', async () => {
    const owner = await createTwoStepStaff(t.app)
    const browser = staffBrowser(t.app)
    await browser.signIn(owner.email)
    await browser.giveCode(codeAt(owner.secret, 1))
    const statuses = new Set<number>()
    for (let i = 0; i <= AUTH_LIMITS.secondFactorPerDevice.max; i += 1) {
      if (browser.cookie('kn_staff') === null || i % (SECOND_FACTOR_TRIES - 1) === 0)
        await browser.signIn(owner.email)
      statuses.add((await browser.giveCode(String(400000 + i))).status)
    }
    expect([...statuses].sort()).toEqual([400, 429])
  })
})
