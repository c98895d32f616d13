import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { MESSAGES } from '@store/contract/messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { startMailServer } from '../../test/mail-server'
import type { MailServer } from '../../test/mail-server'
import { callApi, newMember, randomIp, signUpMember } from '../../test/members'
import { queryRows } from '../../test/sql'

let t: TestApp
let mail: MailServer
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url })
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

const signIn = (payload: Record<string, unknown>, ip = randomIp()) =>
  callApi<{ access_token?: string; error?: { message: string } }>(
    t.app,
    'POST',
    'auth/sign-in',
    payload,
    { ip },
  )
const profile = (token: string, authorization?: string) =>
  callApi(t.app, 'GET', 'user/profile', {}, authorization ? { authorization } : { token })

describe('POST auth/sign-up', () => {
  test('a new member gets a token that opens their profile, a welcome notification and a welcome mail', async () => {
    const member = await signUpMember(t.app)
    expect(member.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { status, body } = await profile(member.token)
    expect(status).toBe(200)
    expect(body).toEqual({
      data: {
        profile: { name: member.name, email: member.email, gender: 'FEMALE', language: 'en' },
        newsletter_subscription: false,
      },
    })
    const notes = await callApi<{ user_notifications: { title: string }[] }>(
      t.app,
      'GET',
      'user/notifications',
      {},
      { token: member.token },
    )
    expect(notes.body.user_notifications[0]?.title).toBe('Welcome to KAINARA, Sari Wulandari')
    const [welcome] = await mail.mailsTo(member.email)
    expect(welcome?.subject).toBe('Welcome to KAINARA')
    expect(welcome?.text).toContain('Your KAINARA account is ready.')
    expect(welcome?.html).toContain('Start shopping')
  })

  test('the password is stored as an argon2id hash at OWASP settings, never as typed', async () => {
    const member = await signUpMember(t.app)
    const [row] = await queryRows<{ password_hash: string }>(
      t.db,
      sql`select password_hash from users where email = ${member.email}`,
    )
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row?.password_hash).not.toContain(member.password)
  })

  test('only a hash of the token is stored', async () => {
    const member = await signUpMember(t.app)
    const rows = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from access_tokens`,
    )
    expect(rows.some((row) => row.token_hash === member.token)).toBe(false)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true)
  })

  test('an e-mail that already has an account is refused, in any letter case', async () => {
    const member = await signUpMember(t.app)
    const again = newMember({ email: member.email.toUpperCase() })
    const { status, body } = await callApi(t.app, 'POST', 'auth/sign-up', again, { ip: randomIp() })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { message: MESSAGES.emailTaken } })
  })

  test('the spec texts come back for missing fields, in the spec order', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, MESSAGES.enterName],
      [{ name: 'Sari' }, MESSAGES.chooseGender],
      [{ name: 'Sari', gender: 'MALE' }, MESSAGES.enterEmail],
      [{ name: 'Sari', gender: 'MALE', email: 'a@b.id' }, MESSAGES.enterPassword],
      [
        { name: 'Sari', gender: 'MALE', email: 'a@b.id', password: 'short' },
        MESSAGES.passwordTooShort,
      ],
      [
        { name: 'Sari', gender: 'MALE', email: 'a@b.id', password: 'long enough' },
        MESSAGES.enterPasswordConfirmation,
      ],
      [
        {
          name: 'Sari',
          gender: 'MALE',
          email: 'a@b.id',
          password: 'long enough',
          password_conf: 'other one',
        },
        MESSAGES.passwordMismatch,
      ],
    ]
    for (const [payload, message] of cases) {
      const { status, body } = await callApi(t.app, 'POST', 'auth/sign-up', payload, {
        ip: randomIp(),
      })
      expect([status, body]).toEqual([400, { error: { message } }])
    }
  })

  test('a 64-character password in Javanese script signs up and signs in', async () => {
    const password = 'ꦏꦶꦤꦫ'.repeat(16)
    const member = await signUpMember(t.app, { password, password_conf: password })
    const { status } = await signIn({ email: member.email, password })
    expect(status).toBe(200)
  })
})

describe('POST auth/sign-in', () => {
  test('each sign-in gives a new token, and both work', async () => {
    const member = await signUpMember(t.app)
    const first = await signIn({ email: member.email, password: member.password })
    const second = await signIn({
      email: ` ${member.email.toUpperCase()} `,
      password: member.password,
    })
    expect(first.body.access_token).toBeDefined()
    expect(first.body.access_token).not.toBe(second.body.access_token)
    expect(first.body.access_token).not.toBe(member.token)
    expect((await profile(first.body.access_token ?? '')).status).toBe(200)
    expect((await profile('', `Bearer ${second.body.access_token ?? ''}`)).status).toBe(200)
  })

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    const member = await signUpMember(t.app)
    const wrong = await signIn({ email: member.email, password: 'not-the-password' })
    const unknown = await signIn({ email: 'nobody@example.co.id', password: 'not-the-password' })
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: { message: MESSAGES.wrongCredentials } },
    })
    expect(unknown.body).toEqual(wrong.body)
  })

  test('the spec texts come back for a missing e-mail or password', async () => {
    expect((await signIn({ password: 'x' })).body).toEqual({
      error: { message: MESSAGES.enterEmail },
    })
    expect((await signIn({ email: 'a@b.id' })).body).toEqual({
      error: { message: MESSAGES.enterPassword },
    })
  })

  test('a sign-in may carry the device cart id; a malformed one is refused', async () => {
    const member = await signUpMember(t.app)
    const ok = await signIn({
      email: member.email,
      password: member.password,
      local_device_id: 'dev-123456',
    })
    expect(ok.status).toBe(200)
    const bad = await signIn({
      email: member.email,
      password: member.password,
      local_device_id: "'; drop",
    })
    expect(bad.body).toEqual({ error: { message: MESSAGES.deviceIdInvalid } })
  })
})

describe('POST auth/sign-out', () => {
  test("signing out makes that token useless and leaves the member's other tokens working", async () => {
    const member = await signUpMember(t.app)
    const other = await signIn({ email: member.email, password: member.password })
    const out = await callApi(t.app, 'POST', 'auth/sign-out', {}, { token: member.token })
    expect(out).toMatchObject({ status: 200, body: { message: MESSAGES.signedOut } })
    expect(await profile(member.token)).toMatchObject({
      status: 401,
      body: { error: { message: MESSAGES.signInRequired } },
    })
    expect((await profile(other.body.access_token ?? '')).status).toBe(200)
    const again = await callApi(t.app, 'POST', 'auth/sign-out', {}, { token: member.token })
    expect(again.status).toBe(401)
  })
})
