import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { startMailServer } from '../../../test/mail-server'
import type { MailServer } from '../../../test/mail-server'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'

const ORIGIN = 'https://shop.kainara.test'
const HOUR = 60 * 60 * 1000
const PASSWORD = 'a showroom password'
let t: TestApp
let mail: MailServer
let owner: TestStaff
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL: ORIGIN, CLOCK_SHIFT: 'on' })
})
// A session of the owner's own per test: one test moves the clock past its lifetime.
beforeEach(async () => {
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

let counter = 0
async function invite(overrides: Record<string, unknown> = {}) {
  counter += 1
  const email = `invitee-${counter}@kainara.test`
  const answer = await callAdmin(
    t.app,
    'POST',
    'staff/invites',
    { email, name: 'Dewi Lestari', role: 'SHOWROOM', showroom_ids: [3], ...overrides },
    owner,
  )
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const [received] = await mail.mailsTo(email)
  const link = /https:\/\/\S+accept-invite\?token=([\w-]+)/.exec(received?.text ?? '')
  if (!link?.[1]) throw new Error('the mail has no invitation link')
  return { email, token: link[1], link: link[0], answer }
}

const accept = (token: string, password = PASSWORD) =>
  callAdmin(t.app, 'POST', 'staff/accept-invite', { token, password, password_conf: password })

describe('invitations', () => {
  test('an invitee opens the mailed link once: it sets the password, signs in as SHOWROOM, and cannot be used again', async () => {
    const { email, token, link } = await invite()
    expect(link).toBe(`${ORIGIN}/admin/accept-invite?token=${token}`)
    const listed = await callAdmin<{ data: { invites: { email: string }[] } }>(
      t.app,
      'GET',
      'staff',
      {},
      owner,
    )
    expect(listed.body.data.invites.map((item) => item.email)).toContain(email)
    const seen = await callAdmin(t.app, 'GET', 'staff/invite', { token })
    expect(seen.body).toEqual({ data: { email, name: 'Dewi Lestari', role: 'SHOWROOM' } })
    const accepted = await accept(token)
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({
      data: { staff: { email, role: 'SHOWROOM', showroom_ids: [3] }, second_factor: 'NONE' },
    })
    const cookie = String(accepted.headers['set-cookie']).split(';')[0] ?? ''
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } })
    expect(me.json()).toMatchObject({ data: { staff: { email } } })
    const again = await accept(token)
    expect(again.status).toBe(400)
    expect(again.body).toEqual({
      error: {
        message: 'This invitation has been used already. Sign in with your e-mail and password.',
      },
    })
    const signIn = await callAdmin(t.app, 'POST', 'auth/sign-in', { email, password: PASSWORD })
    expect(signIn.status).toBe(200)
  })

  test('a link 48 hours old is refused with a message and makes no account', async () => {
    const { email, token } = await invite({ role: 'STAFF', showroom_ids: [] })
    t.app.clock.advance(48 * HOUR + 1000)
    const late = await accept(token)
    expect(late.status).toBe(400)
    expect(late.body).toEqual({
      error: {
        message: 'This invitation expired 48 hours after it was sent. Ask the owner for a new one.',
      },
    })
    const signIn = await callAdmin(t.app, 'POST', 'auth/sign-in', { email, password: PASSWORD })
    expect(signIn.status).toBe(400)
  })

  test('a withdrawn invitation no longer works, and a short password is refused', async () => {
    const { token, answer } = await invite()
    const short = await accept(token, 'too short')
    expect(short.status).toBe(400)
    expect(short.body).toEqual({ error: { message: 'A password needs at least 12 characters.' } })
    const id = (answer.body as { data: { id: number } }).data.id
    const revoked = await callAdmin(t.app, 'DELETE', 'staff/invites', { id }, owner)
    expect(revoked.status).toBe(200)
    const refused = await accept(token)
    expect(refused.status).toBe(400)
    expect((refused.body as { error: { message: string } }).error.message).toMatch(
      /^This invitation link does not work: it was withdrawn/,
    )
  })

  test('a new invitation to the same address replaces the open one', async () => {
    const first = await invite({ role: 'STAFF', showroom_ids: [] })
    await callAdmin(
      t.app,
      'POST',
      'staff/invites',
      { email: first.email, name: 'Dewi Lestari', role: 'OWNER' },
      owner,
    )
    const [, second] = await mail.mailsTo(first.email, 2)
    const token = /accept-invite\?token=([\w-]+)/.exec(second?.text ?? '')?.[1] ?? ''
    expect((await accept(first.token)).status).toBe(400)
    const accepted = await accept(token)
    expect(accepted.body).toMatchObject({ data: { staff: { role: 'OWNER' } } })
  })

  test('an e-mail that has an account cannot be invited, nor an unknown showroom', async () => {
    const existing = await createTestStaff(t.app, 'STAFF')
    const duplicate = await callAdmin(
      t.app,
      'POST',
      'staff/invites',
      { email: existing.email, name: 'Again', role: 'STAFF' },
      owner,
    )
    expect(duplicate.status).toBe(400)
    expect(duplicate.body).toEqual({
      error: { message: `There is a staff account for ${existing.email} already.` },
    })
    const noShowroom = await callAdmin(
      t.app,
      'POST',
      'staff/invites',
      { email: 'nowhere@kainara.test', name: 'Nowhere', role: 'SHOWROOM', showroom_ids: [999] },
      owner,
    )
    expect(noShowroom.status).toBe(400)
    expect(noShowroom.body).toEqual({ error: { message: 'There is no showroom 999.' } })
    const noneChosen = await callAdmin(
      t.app,
      'POST',
      'staff/invites',
      { email: 'nowhere@kainara.test', name: 'Nowhere', role: 'SHOWROOM', showroom_ids: [] },
      owner,
    )
    expect(noneChosen.body).toEqual({
      error: { message: 'A SHOWROOM account needs at least one showroom.' },
    })
  })
})
