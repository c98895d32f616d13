import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { STAFF_PASSWORD, callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { codeAt, signInStaff } from '../../../test/staff-sign-in'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

type Setup = { data: { secret: string; otpauth_url: string; qr_code: string } }
type Codes = { data: { recovery_codes: string[] } }

/** Sets up two-step sign-in as My account does; answers the key and the recovery codes. */
async function setUpTwoStep(staff: Pick<TestStaff, 'authorization'>) {
  const started = await callAdmin<Setup>(t.app, 'POST', 'auth/two-step/start', {}, staff)
  expect(started.status).toBe(200)
  const { secret } = started.body.data
  const confirmed = await callAdmin<Codes>(
    t.app,
    'POST',
    'auth/two-step/confirm',
    { code: codeAt(secret) },
    staff,
  )
  expect(confirmed.status).toBe(200)
  return { secret, recoveryCodes: confirmed.body.data.recovery_codes, started: started.body.data }
}

describe('two-step sign-in', () => {
  test('set up with a QR code and a code from the app, it answers ten recovery codes once', async () => {
    const staff = await createTestStaff(t.app, 'STAFF')
    const started = await callAdmin<Setup>(t.app, 'POST', 'auth/two-step/start', {}, staff)
    const { secret, otpauth_url: url, qr_code: qr } = started.body.data
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(url).toMatch(/^otpauth:\/\/totp\/KAINARA%20back%20office:/)
    expect(url).toContain(`secret=${secret}`)
    expect(Buffer.from(qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(
      /^<svg /,
    )
    const wrong = await callAdmin(t.app, 'POST', 'auth/two-step/confirm', { code: '000000' }, staff)
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({
      error: {
        message: 'That code is not right. Check the time on your phone, or use a recovery code.',
      },
    })
    const confirmed = await callAdmin<Codes>(
      t.app,
      'POST',
      'auth/two-step/confirm',
      { code: codeAt(secret) },
      staff,
    )
    expect(confirmed.body.data.recovery_codes).toHaveLength(10)
    expect(new Set(confirmed.body.data.recovery_codes).size).toBe(10)
    const me = await callAdmin(t.app, 'GET', 'auth/me', {}, staff)
    expect(me.body).toMatchObject({
      data: { staff: { totp_enabled: true }, second_factor: 'NONE' },
    })
    const restart = await callAdmin(t.app, 'POST', 'auth/two-step/start', {}, staff)
    expect(restart.status).toBe(400)
  })

  test('signing in then needs the code: nothing opens before it, a wrong code is refused', async () => {
    const owner = await createTestStaff(t.app, 'OWNER')
    const { secret } = await setUpTwoStep(owner)
    const me = await callAdmin(t.app, 'GET', 'auth/me', {}, owner)
    const { email } = (me.body as { data: { staff: { email: string } } }).data.staff
    const signedIn = await signInStaff(t.app, email, STAFF_PASSWORD)
    expect(signedIn.body.data.second_factor).toBe('VERIFY')
    const early = await callAdmin(t.app, 'GET', 'staff', {}, signedIn.session)
    expect(early.status).toBe(401)
    expect(early.body).toEqual({
      error: { message: 'Enter the code from your authenticator app to go on.' },
    })
    const wrong = await callAdmin(
      t.app,
      'POST',
      'auth/second-factor',
      { code: '123456' },
      signedIn.session,
    )
    expect(wrong.status).toBe(400)
    // The code that turned it on is spent (RFC 6238, section 5.2): the phone's next one.
    const right = await callAdmin(
      t.app,
      'POST',
      'auth/second-factor',
      { code: codeAt(secret, 1) },
      signedIn.session,
    )
    expect(right.body).toMatchObject({ data: { second_factor: 'NONE' } })
    expect((await callAdmin(t.app, 'GET', 'staff', {}, signedIn.session)).status).toBe(200)
  })

  test('a recovery code works once', async () => {
    const staff = await createTestStaff(t.app, 'SHOWROOM')
    const { recoveryCodes } = await setUpTwoStep(staff)
    const code = recoveryCodes[3] ?? ''
    const me = await callAdmin(t.app, 'GET', 'auth/me', {}, staff)
    const { email } = (me.body as { data: { staff: { email: string } } }).data.staff
    const first = await signInStaff(t.app, email, STAFF_PASSWORD)
    const used = await callAdmin(
      t.app,
      'POST',
      'auth/second-factor',
      { code: code.toUpperCase() },
      first.session,
    )
    expect(used.body).toMatchObject({ data: { second_factor: 'NONE' } })
    const second = await signInStaff(t.app, email, STAFF_PASSWORD)
    const again = await callAdmin(t.app, 'POST', 'auth/second-factor', { code }, second.session)
    expect(again.status).toBe(400)
  })

  test('switching it off needs the password', async () => {
    const staff = await createTestStaff(t.app, 'STAFF')
    await setUpTwoStep(staff)
    const wrong = await callAdmin(
      t.app,
      'POST',
      'auth/two-step/disable',
      { password: 'not my password' },
      staff,
    )
    expect(wrong.body).toEqual({ error: { message: 'Your password is not right.' } })
    const off = await callAdmin(
      t.app,
      'POST',
      'auth/two-step/disable',
      { password: STAFF_PASSWORD },
      staff,
    )
    expect(off.status).toBe(200)
    const me = await callAdmin(t.app, 'GET', 'auth/me', {}, staff)
    expect(me.body).toMatchObject({ data: { staff: { totp_enabled: false } } })
  })
})

describe('two-step sign-in required for everyone', () => {
  test('an owner without it cannot require it, so they cannot lock themselves out', async () => {
    const owner = await createTestStaff(t.app, 'OWNER')
    const refused = await callAdmin(t.app, 'PUT', 'staff/totp-required', { required: true }, owner)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      error: {
        message:
          'Set up two-step sign-in for your own account (My account) before requiring it of everyone.',
      },
    })
  })

  test('an account without it can only set it up; then everything opens again', async () => {
    const owner = await createTestStaff(t.app, 'OWNER')
    await setUpTwoStep(owner)
    const staff = await createTestStaff(t.app, 'STAFF')
    const required = await callAdmin(t.app, 'PUT', 'staff/totp-required', { required: true }, owner)
    expect(required.status).toBe(200)
    const me = await callAdmin(t.app, 'GET', 'auth/me', {}, staff)
    expect(me.body).toMatchObject({ data: { second_factor: 'ENROL' } })
    const blocked = await callAdmin(
      t.app,
      'POST',
      'auth/change-password',
      {
        old_password: STAFF_PASSWORD,
        new_password: 'a brand new password',
        new_password_conf: 'a brand new password',
      },
      staff,
    )
    expect(blocked.status).toBe(403)
    expect(blocked.body).toEqual({
      error: { message: 'The owner asks every account to set up two-step sign-in first.' },
    })
    await setUpTwoStep(staff)
    const after = await callAdmin(t.app, 'GET', 'auth/me', {}, staff)
    expect(after.body).toMatchObject({ data: { second_factor: 'NONE' } })
    const keep = await callAdmin(
      t.app,
      'POST',
      'auth/two-step/disable',
      { password: STAFF_PASSWORD },
      staff,
    )
    expect(keep.status).toBe(409)
    expect(
      (await callAdmin(t.app, 'PUT', 'staff/totp-required', { required: false }, owner)).status,
    ).toBe(200)
  })
})

describe('two-step sign-in on a store whose clock a demo moved', () => {
  test("the phone's code is read against real time, not the store's clock", async () => {
    const moved = await createTestApp({ CLOCK_SHIFT: 'on' })
    try {
      const staff = await createTestStaff(moved.app, 'STAFF')
      moved.app.clock.advance(3 * 60 * 60 * 1000)
      const started = await callAdmin<Setup>(moved.app, 'POST', 'auth/two-step/start', {}, staff)
      const confirmed = await callAdmin<Codes>(
        moved.app,
        'POST',
        'auth/two-step/confirm',
        { code: codeAt(started.body.data.secret) },
        staff,
      )
      expect(confirmed.status).toBe(200)
    } finally {
      await moved.close()
    }
  })
})
