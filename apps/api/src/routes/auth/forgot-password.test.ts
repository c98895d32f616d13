import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MESSAGES } from '@store/contract/messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { startMailServer } from '../../test/mail-server'
import type { MailServer } from '../../test/mail-server'
import { callApi, randomIp, signUpMember } from '../../test/members'

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

const forgot = (email: unknown) =>
  callApi(t.app, 'POST', 'auth/forgot-password', email === undefined ? {} : { email }, {
    ip: randomIp(),
  })
const signIn = (email: string, password: string) =>
  callApi<{ access_token: string }>(
    t.app,
    'POST',
    'auth/sign-in',
    { email, password },
    { ip: randomIp() },
  )

/** The password a "forgot password" mail carries. */
async function mailedPassword(email: string, nth = 1) {
  const mails = await mail.mailsTo(email, nth)
  const found = /Your new password is: (\S+)/.exec(mails[nth - 1]?.text ?? '')
  if (!found?.[1]) throw new Error('no password in the mail')
  return found[1]
}

describe('POST auth/forgot-password', () => {
  test('a member is mailed a new password that signs in, and then the old one stops working', async () => {
    const member = await signUpMember(t.app)
    expect(await forgot(member.email)).toEqual({
      status: 200,
      body: { message: MESSAGES.newPasswordSent },
      headers: expect.anything() as unknown,
    })
    const password = await mailedPassword(member.email, 2)
    const mails = await mail.mailsTo(member.email, 2)
    expect(mails[1]?.subject).toBe('Your new KAINARA password')
    expect(mails[1]?.html).toContain(password)
    expect((await signIn(member.email, password)).status).toBe(200)
    expect((await signIn(member.email, member.password)).status).toBe(400)
    // Used once, it is the password now: it keeps working.
    expect((await signIn(member.email, password)).status).toBe(200)
  })

  test('a member who signed up in Bahasa is welcomed and mailed a new password in Bahasa, even from an English page', async () => {
    const member = await signUpMember(t.app)
    const email = `bahasa.${member.email}`
    const signUp = await callApi(
      t.app,
      'POST',
      'auth/sign-up',
      { ...member, email },
      { ip: randomIp(), language: 'id' },
    )
    expect(signUp.status).toBe(200)
    await forgot(email)
    const [welcome, newPassword] = await mail.mailsTo(email, 2)
    expect(welcome?.subject).toBe('Selamat datang di KAINARA')
    expect(welcome?.text).toContain(`Halo ${member.name},`)
    expect(newPassword?.subject).toBe('Kata sandi baru KAINARA Anda')
    expect(newPassword?.text).toMatch(/Kata sandi baru Anda: \S+/)
    expect(newPassword?.text).toContain('/id/sign-in')
    expect(newPassword?.html).toContain('<html lang="id">')
  })

  test('a stranger asking for a new password cannot lock the owner out', async () => {
    const member = await signUpMember(t.app)
    await forgot(member.email)
    const mailed = await mailedPassword(member.email, 2)
    expect((await signIn(member.email, member.password)).status).toBe(200)
    // The owner signed in with the old password, so the mailed one was cancelled.
    expect((await signIn(member.email, mailed)).status).toBe(400)
    expect((await signIn(member.email, member.password)).status).toBe(200)
  })

  test('an unknown e-mail gets the same answer and no mail is sent', async () => {
    const before = mail.received.length
    const { status, body } = await forgot('nobody-here@example.co.id')
    expect([status, body]).toEqual([200, { message: MESSAGES.newPasswordSent }])
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.received.slice(before).some((m) => m.to === 'nobody-here@example.co.id')).toBe(
      false,
    )
  })

  test('an empty e-mail is refused with the spec text', async () => {
    for (const email of [undefined, '', '   ']) {
      expect((await forgot(email)).body).toEqual({ error: { message: MESSAGES.enterEmail } })
    }
  })
})

describe('POST auth/delete-account', () => {
  const remove = (token: string, payload: Record<string, unknown>) =>
    callApi(t.app, 'POST', 'auth/delete-account', payload, { token })

  test('the member is deleted with their data, every token stops working, and a mail confirms it', async () => {
    const member = await signUpMember(t.app)
    const other = await signIn(member.email, member.password)
    await callApi(t.app, 'POST', 'user/newsletter/subscribe', {}, { token: member.token })
    const { status, body } = await remove(member.token, {
      email: member.email,
      password: member.password,
    })
    expect([status, body]).toEqual([200, { message: MESSAGES.accountDeleted }])
    for (const token of [member.token, other.body.access_token]) {
      expect((await callApi(t.app, 'GET', 'user/profile', {}, { token })).status).toBe(401)
    }
    expect((await signIn(member.email, member.password)).status).toBe(400)
    const mails = await mail.mailsTo(member.email, 3)
    expect(mails.map((m) => m.subject)).toContain('Your KAINARA account has been deleted')
    // The address is free again: the same person can come back.
    expect(
      (await callApi(t.app, 'POST', 'auth/sign-up', { ...member }, { ip: randomIp() })).status,
    ).toBe(200)
  })

  test("another account's e-mail or a wrong password deletes nothing", async () => {
    const member = await signUpMember(t.app)
    const stranger = await signUpMember(t.app)
    const attempts = [
      { email: stranger.email, password: stranger.password },
      { email: member.email, password: 'wrong-password' },
    ]
    for (const payload of attempts) {
      const { status, body } = await remove(member.token, payload)
      expect([status, body]).toEqual([400, { error: { message: MESSAGES.deleteAccountMismatch } }])
    }
    expect((await callApi(t.app, 'GET', 'user/profile', {}, { token: member.token })).status).toBe(
      200,
    )
    expect(
      (await callApi(t.app, 'GET', 'user/profile', {}, { token: stranger.token })).status,
    ).toBe(200)
  })

  test('without a token the call is a 401, and missing fields give the spec texts', async () => {
    const anonymous = await callApi(t.app, 'POST', 'auth/delete-account', {
      email: 'a@b.id',
      password: 'x',
    })
    expect(anonymous).toMatchObject({
      status: 401,
      body: { error: { message: MESSAGES.signInRequired } },
    })
    const member = await signUpMember(t.app)
    expect((await remove(member.token, { password: 'x' })).body).toEqual({
      error: { message: MESSAGES.enterEmail },
    })
    expect((await remove(member.token, { email: member.email })).body).toEqual({
      error: { message: MESSAGES.enterPassword },
    })
  })
})
