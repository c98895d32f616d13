import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { callApi, signUpMember } from '../../../test/members'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { OPERATOR_TOKEN } from '../../../test/operator'
import { STAFF_PASSWORD, callAdmin, createTestStaff } from '../../../test/staff'
import { staffBrowser } from '../../../test/staff-browser'
import { AUTH_LIMITS, consumeAttempt } from '../../../lib/rate-limit'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN })
})
afterAll(async () => t.close())

const staffCookieOf = (headers: Record<string, unknown>) => {
  const all = headers['set-cookie']
  return (
    [all ?? []]
      .flat()
      .map(String)
      .find((cookie) => cookie.startsWith('kn_staff=')) ?? ''
  )
}
const cookieOf = (headers: Record<string, unknown>) => staffCookieOf(headers).split(';')[0] ?? ''

describe('staff sign-in', () => {
  test('a staff account signs in with its password and gets an HttpOnly cookie for the back office only', async () => {
    const owner = await createTestStaff(t.app, 'OWNER')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      payload: { email: owner.email, password: STAFF_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    const setCookie = staffCookieOf(response.headers)
    expect(setCookie).toMatch(/^kn_staff=[\w-]+; Path=\/api\/admin; HttpOnly; SameSite=Strict/)
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { cookie: cookieOf(response.headers) },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({
      data: { staff: { email: owner.email, role: 'OWNER' }, second_factor: 'NONE' },
    })
  })

  test('a wrong password and an unknown e-mail get the same 400 and no cookie', async () => {
    const owner = await createTestStaff(t.app, 'STAFF')
    for (const email of [owner.email, 'nobody@kainara.test']) {
      const answer = await callAdmin(t.app, 'POST', 'auth/sign-in', {
        email,
        password: 'not the password at all',
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ error: { message: 'The e-mail or password is not right.' } })
      expect(answer.headers['set-cookie']).toBeUndefined()
    }
  })

  test('sign-out ends the session: the same cookie is refused afterwards', async () => {
    const staff = await createTestStaff(t.app, 'STAFF')
    expect((await callAdmin(t.app, 'POST', 'auth/sign-out', {}, staff)).status).toBe(200)
    const after = await callAdmin(t.app, 'GET', 'auth/me', {}, staff)
    expect(after.status).toBe(401)
    expect(after.body).toEqual({ error: { message: 'Please sign in to the back office.' } })
  })

  test('a password change ends every other session of the account', async () => {
    const staff = await createTestStaff(t.app, 'STAFF')
    const other = await callAdmin(t.app, 'POST', 'auth/sign-in', {
      email: staff.email,
      password: STAFF_PASSWORD,
    })
    const otherCookie = cookieOf(other.headers)
    const changed = await callAdmin(
      t.app,
      'POST',
      'auth/change-password',
      {
        old_password: STAFF_PASSWORD,
        new_password: 'another long password',
        new_password_conf: 'another long password',
      },
      staff,
    )
    expect(changed.status).toBe(200)
    expect((await callAdmin(t.app, 'GET', 'auth/me', {}, staff)).status).toBe(200)
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { cookie: otherCookie },
    })
    expect(stale.statusCode).toBe(401)
  })
})

describe('staff sign-in from a shared address', () => {
  test("the owner's own browser gets in from an address where strangers' failures stop every new browser", async () => {
    const owner = await createTestStaff(t.app, 'OWNER')
    const own = staffBrowser(t.app)
    expect((await own.signIn(owner.email)).status).toBe(200)
    // Strangers' wrong passwords for other e-mails fill the address's counter, as each failure does.
    for (let i = 0; i < AUTH_LIMITS.signInPerIp.max; i += 1)
      await consumeAttempt(t.db, AUTH_LIMITS.signInPerIp, own.ip, t.app.clock.now())

    const newBrowser = await staffBrowser(t.app, own.ip).signIn(owner.email)
    expect(newBrowser.status).toBe(429)
    const known = await own.signIn(owner.email)
    expect(known.status).toBe(200)
  })
})

describe('members and staff never stand in for each other', () => {
  test("a member's token opens no back-office call", async () => {
    const member = await signUpMember(t.app)
    const answer = await callAdmin(t.app, 'GET', 'auth/me', {}, { authorization: member.token })
    expect(answer.status).toBe(401)
    const bearer = await callAdmin(
      t.app,
      'GET',
      'auth/me',
      {},
      { authorization: `Bearer ${member.token}` },
    )
    expect(bearer.status).toBe(401)
  })

  test("a staff token acts as no shopper on the shop's member calls", async () => {
    const staff = await createTestStaff(t.app, 'OWNER')
    const answer = await callApi(
      t.app,
      'GET',
      'user/profile',
      {},
      {
        authorization: staff.authorization,
      },
    )
    expect(answer.status).toBe(401)
  })
})

describe('the terminal makes the first owner', () => {
  test('create-staff makes an account that can sign in, and is in the audit log', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/operator/staff',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: {
        email: 'Owner@Kainara.test',
        name: 'Ayu',
        role: 'owner',
        password: STAFF_PASSWORD,
      },
    })
    expect(made.statusCode).toBe(200)
    expect(made.json()).toMatchObject({ data: { email: 'owner@kainara.test', role: 'OWNER' } })
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/operator/staff',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: {
        email: 'owner@kainara.test',
        name: 'Ayu',
        role: 'OWNER',
        password: STAFF_PASSWORD,
      },
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      error: { message: 'There is a staff account for owner@kainara.test already.' },
    })
    const signIn = await callAdmin(t.app, 'POST', 'auth/sign-in', {
      email: 'owner@kainara.test',
      password: STAFF_PASSWORD,
    })
    expect(signIn.status).toBe(200)
  })

  test('a short password or a SHOWROOM account without showrooms is refused with a message', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/operator/staff',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        payload,
      })
    const short = await post({
      email: 'a@kainara.test',
      name: 'A',
      role: 'STAFF',
      password: 'short',
    })
    expect(short.statusCode).toBe(400)
    expect(short.json<{ error: { message: string } }>().error.message).toMatch(/12 characters/)
    const noShowroom = await post({
      email: 'b@kainara.test',
      name: 'B',
      role: 'SHOWROOM',
      password: STAFF_PASSWORD,
    })
    expect(noShowroom.statusCode).toBe(400)
    expect(noShowroom.json<{ error: { message: string } }>().error.message).toBe(
      'A SHOWROOM account needs at least one showroom id.',
    )
  })
})

describe('a shop whose public origin is https', () => {
  let https: TestApp
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://kainara.example' })
  })
  afterAll(async () => https.close())

  test('marks the staff and device cookies Secure even when the last hop was plain http', async () => {
    const owner = await createTestStaff(https.app, 'OWNER')
    const browser = staffBrowser(https.app)
    // TLS ended at a proxy the store does not trust: the request reaches it as http.
    const answer = await browser.signIn(owner.email)
    expect(answer.status).toBe(200)
    const cookies = [answer.headers['set-cookie'] ?? []].flat().map(String)
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      'kainara_device',
      'kn_admin_lang',
      'kn_staff',
    ])
    for (const cookie of cookies) expect(cookie.split('; '), cookie).toContain('Secure')
    const signedOut = await browser.send('POST', 'auth/sign-out')
    for (const cookie of [signedOut.headers['set-cookie'] ?? []].flat().map(String))
      expect(cookie.split('; '), cookie).toContain('Secure')
  })
})
