import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MESSAGES } from '@store/contract/messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { startMailServer } from '../../test/mail-server'
import type { MailServer } from '../../test/mail-server'
import { callApi, newMember, randomIp, signUpMember } from '../../test/members'

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

type Profile = {
  data: {
    profile: { name: string; email: string; gender: string; language: string | null }
    newsletter_subscription: boolean
  }
}
const profileOf = async (token: string) =>
  (await callApi<Profile>(t.app, 'GET', 'user/profile', {}, { token })).body.data

describe('profile', () => {
  test('a member changes name, gender and e-mail, and signs in with the new e-mail', async () => {
    const member = await signUpMember(t.app)
    const email = `new.${member.email}`
    const saved = await callApi(
      t.app,
      'POST',
      'user/profile',
      { name: '  Budi Santoso ', gender: 'MALE', email },
      { token: member.token },
    )
    expect(saved).toMatchObject({
      status: 200,
      body: { data: { message: MESSAGES.profileUpdated } },
    })
    expect((await profileOf(member.token)).profile).toEqual({
      name: 'Budi Santoso',
      gender: 'MALE',
      email,
      language: 'en',
    })
    const signIn = await callApi(
      t.app,
      'POST',
      'auth/sign-in',
      { email, password: member.password },
      { ip: randomIp() },
    )
    expect(signIn.status).toBe(200)
  })

  test('a member reads the shop in the language they signed up in, and the switch changes it; the profile form leaves it be', async () => {
    const member = await signUpMember(t.app)
    expect((await profileOf(member.token)).profile.language).toBe('en')
    const { profile } = await profileOf(member.token)
    const switched = await callApi(
      t.app,
      'POST',
      'user/profile',
      { ...profile, language: 'id' },
      { token: member.token, language: 'id' },
    )
    // The answer's message comes in the language the call asked for.
    expect(switched.body).toEqual({ data: { message: 'Profil Anda sudah diperbarui.' } })
    expect((await profileOf(member.token)).profile.language).toBe('id')
    const form = { name: profile.name, gender: profile.gender, email: profile.email }
    await callApi(t.app, 'POST', 'user/profile', { ...form, name: 'Sari' }, { token: member.token })
    expect((await profileOf(member.token)).profile).toMatchObject({ name: 'Sari', language: 'id' })
    const hostile = await callApi(
      t.app,
      'POST',
      'user/profile',
      { ...form, language: 'fr' },
      { token: member.token },
    )
    expect(hostile.status).toBe(400)
    expect((await profileOf(member.token)).profile.language).toBe('id')
  })

  test('a member who signs up in Bahasa has Bahasa on their profile and a welcome in Bahasa', async () => {
    const { status, body } = await callApi<{ access_token: string }>(
      t.app,
      'POST',
      'auth/sign-up',
      newMember({ name: 'Dewi' }),
      { ip: randomIp(), language: 'id' },
    )
    expect(status).toBe(200)
    expect((await profileOf(body.access_token)).profile.language).toBe('id')
    const inbox = await callApi<{ user_notifications: { title: string }[] }>(
      t.app,
      'GET',
      'user/notifications',
      { limit: 5 },
      { token: body.access_token },
    )
    expect(inbox.body.user_notifications[0]?.title).toBe('Selamat datang di KAINARA, Dewi')
  })

  test("another member's e-mail cannot be taken", async () => {
    const member = await signUpMember(t.app)
    const other = await signUpMember(t.app)
    const taken = await callApi(
      t.app,
      'POST',
      'user/profile',
      { name: 'X', gender: 'MALE', email: other.email },
      { token: member.token },
    )
    expect(taken).toMatchObject({ status: 400, body: { error: { message: MESSAGES.emailTaken } } })
    expect((await profileOf(member.token)).profile.email).toBe(member.email)
  })

  test('the spec texts come back in the spec order', async () => {
    const member = await signUpMember(t.app)
    const cases: [Record<string, unknown>, string][] = [
      [{ gender: 'MALE', email: 'a@b.id' }, MESSAGES.enterName],
      [{ name: 'A', email: 'a@b.id' }, MESSAGES.chooseGender],
      [{ name: 'A', gender: 'MALE' }, MESSAGES.enterEmail],
    ]
    for (const [payload, message] of cases) {
      const { body } = await callApi(t.app, 'POST', 'user/profile', payload, {
        token: member.token,
      })
      expect(body).toEqual({ error: { message } })
    }
  })
})

describe('newsletter', () => {
  test('a member subscribes and unsubscribes; the profile says so and the mail carries an unsubscribe link', async () => {
    const member = await signUpMember(t.app)
    const on = await callApi(
      t.app,
      'POST',
      'user/newsletter/subscribe',
      {},
      { token: member.token },
    )
    expect(on.body).toEqual({ data: { message: MESSAGES.newsletterSubscribed } })
    expect((await profileOf(member.token)).newsletter_subscription).toBe(true)
    const mails = await mail.mailsTo(member.email, 2)
    const subscribed = mails.find(
      (m) => m.subject === 'You are subscribed to the KAINARA newsletter',
    )
    expect(subscribed?.text).toMatch(
      /Unsubscribe: http:\/\/[^/]+\/newsletter\/unsubscribe\?token=[\w-]+/,
    )
    expect(JSON.stringify([...(subscribed?.headers ?? new Map<string, unknown>())])).toContain(
      '/newsletter/unsubscribe?token=',
    )
    const off = await callApi(
      t.app,
      'POST',
      'user/newsletter/unsubscribe',
      {},
      { token: member.token },
    )
    expect(off.body).toEqual({ data: { message: MESSAGES.newsletterUnsubscribed } })
    expect((await profileOf(member.token)).newsletter_subscription).toBe(false)
  })

  test('a guest is subscribed only after following the mailed link, and can leave by the link in any mail', async () => {
    const email = `guest.${Date.now()}@example.co.id`
    const asked = await callApi(
      t.app,
      'POST',
      'newsletter/subscribe',
      { email: ` ${email.toUpperCase()} ` },
      { ip: randomIp() },
    )
    expect(asked.body).toEqual({ message: MESSAGES.newsletterCheckEmail })
    const [confirmMail] = await mail.mailsTo(email)
    expect(confirmMail?.subject).toBe('Confirm your KAINARA newsletter subscription')
    const token = /confirm\?token=([\w-]+)/.exec(confirmMail?.text ?? '')?.[1] ?? ''
    expect(confirmMail?.text).toContain(`/newsletter/unsubscribe?token=${token}`)
    const confirmed = await callApi(t.app, 'POST', 'newsletter/confirm', { token })
    expect(confirmed.body).toEqual({ message: MESSAGES.newsletterConfirmed })
    // A second click on the same link is no error and sends nothing more.
    expect((await callApi(t.app, 'POST', 'newsletter/confirm', { token })).status).toBe(200)
    const mails = await mail.mailsTo(email, 2)
    expect(mails[1]?.subject).toBe('You are subscribed to the KAINARA newsletter')
    const member = await signUpMember(t.app, { email })
    expect((await profileOf(member.token)).newsletter_subscription).toBe(true)
    const left = await callApi(t.app, 'POST', 'newsletter/unsubscribe', { token })
    expect(left.body).toEqual({ message: MESSAGES.newsletterUnsubscribed })
    expect((await profileOf(member.token)).newsletter_subscription).toBe(false)
  })

  test('a forged or malformed link token is refused readably', async () => {
    for (const token of ['x'.repeat(32), '<script>', '']) {
      const { status, body } = await callApi(t.app, 'POST', 'newsletter/confirm', { token })
      expect([status, body]).toEqual([400, { error: { message: MESSAGES.newsletterLinkInvalid } }])
    }
  })
})

describe('change password', () => {
  test('the new password works, the old does not, and other devices are signed out while this one stays', async () => {
    const member = await signUpMember(t.app)
    const elsewhere = await callApi<{ access_token: string }>(
      t.app,
      'POST',
      'auth/sign-in',
      { email: member.email, password: member.password },
      { ip: randomIp() },
    )
    const changed = await callApi(
      t.app,
      'POST',
      'user/change-password',
      {
        old_password: member.password,
        new_password: 'batik-parang-88',
        new_password_conf: 'batik-parang-88',
      },
      { token: member.token },
    )
    expect(changed.body).toEqual({ data: { message: MESSAGES.passwordChanged } })
    expect((await callApi(t.app, 'GET', 'user/profile', {}, { token: member.token })).status).toBe(
      200,
    )
    expect(
      (await callApi(t.app, 'GET', 'user/profile', {}, { token: elsewhere.body.access_token }))
        .status,
    ).toBe(401)
    const signIn = (password: string) =>
      callApi(t.app, 'POST', 'auth/sign-in', { email: member.email, password }, { ip: randomIp() })
    expect((await signIn(member.password)).status).toBe(400)
    expect((await signIn('batik-parang-88')).status).toBe(200)
  })

  test('a wrong old password changes nothing; the spec texts come back in order', async () => {
    const member = await signUpMember(t.app)
    const wrong = await callApi(
      t.app,
      'POST',
      'user/change-password',
      {
        old_password: 'not-it-at-all',
        new_password: 'batik-parang-88',
        new_password_conf: 'batik-parang-88',
      },
      { token: member.token },
    )
    expect(wrong.body).toEqual({ error: { message: MESSAGES.wrongOldPassword } })
    const cases: [Record<string, unknown>, string][] = [
      [{}, MESSAGES.enterOldPassword],
      [{ old_password: 'x' }, MESSAGES.enterNewPassword],
      [{ old_password: 'x', new_password: 'long enough' }, MESSAGES.enterNewPasswordConfirmation],
      [
        { old_password: 'x', new_password: 'long enough', new_password_conf: 'different' },
        MESSAGES.newPasswordMismatch,
      ],
    ]
    for (const [payload, message] of cases) {
      const { body } = await callApi(t.app, 'POST', 'user/change-password', payload, {
        token: member.token,
      })
      expect(body).toEqual({ error: { message } })
    }
  })
})
