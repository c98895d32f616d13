import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { signUpMember } from '../../test/members'
import { DEVICE_COOKIE_NAME, readDeviceCookies } from './device-cookie'

describe('the device cookie a browser sends', () => {
  test('is found among the other cookies of the page', () => {
    expect(readDeviceCookies(`theme=dark; ${DEVICE_COOKIE_NAME}=abc.123.def; lang=id`)).toEqual([
      'abc.123.def',
    ])
    expect(readDeviceCookies('theme=dark')).toEqual([])
    expect(readDeviceCookies(undefined)).toEqual([])
    expect(readDeviceCookies(`${DEVICE_COOKIE_NAME}=${'x'.repeat(5000)}`)).toEqual([])
  })

  test('two of them (an older path and a newer one) are both read, a header full of them is not', () => {
    const two = `${DEVICE_COOKIE_NAME}=new.1.a; ${DEVICE_COOKIE_NAME}=old.2.b`
    expect(readDeviceCookies(two)).toEqual(['new.1.a', 'old.2.b'])
    const many = Array.from({ length: 50 }, (_, i) => `${DEVICE_COOKIE_NAME}=v.${i}.x`).join('; ')
    expect(readDeviceCookies(many)).toHaveLength(3)
  })
})

describe('behind a proxy that speaks https to the browser', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' })
  })
  afterAll(async () => t.close())

  test('the device cookie is sent over https only', async () => {
    const member = await signUpMember(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: member.email, password: member.password },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    })
    expect(response.statusCode).toBe(200)
    expect(String(response.headers['set-cookie']).split('; ')).toContain('Secure')
  })
})
