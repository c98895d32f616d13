import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { startMailServer } from '../test/mail-server'
import type { MailServer } from '../test/mail-server'
import { randomIp, signUpMember } from '../test/members'
import { createTestStaff } from '../test/staff'
import { newDevice, cartCalls, sizedProducts } from './cart/cart-fixtures'
import { SHOWROOM_ID, stockAt } from './checkout/checkout-fixtures'

let mail: MailServer
let bare: TestApp
let behindProxy: TestApp
beforeAll(async () => {
  mail = await startMailServer()
  bare = await createTestApp({ SMTP_URL: mail.url, PORT: '3000' })
  behindProxy = await createTestApp({
    SMTP_URL: mail.url,
    PUBLIC_URL: 'https://kainara.example',
    TRUST_PROXY: '127.0.0.1',
  })
})
afterAll(async () => {
  await bare.close()
  await behindProxy.close()
  await mail.close()
})

/** A request whose Host (and forwarded host) an attacker chose. */
const HOSTILE_HOST = { host: 'evil.example', 'x-forwarded-host': 'evil.example' }

const post = (t: TestApp, path: string, payload: Record<string, unknown>, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload,
    remoteAddress: randomIp(),
    headers: { ...HOSTILE_HOST, ...headers },
  })

async function lastMailTo(email: string, nth: number) {
  const mails = await mail.mailsTo(email, nth)
  return `${mails[nth - 1]?.text ?? ''}\n${mails[nth - 1]?.html ?? ''}`
}

describe("links in mail never come from the request's Host", () => {
  test('a new password, a welcome and a newsletter mail link to the store on localhost without PUBLIC_URL', async () => {
    const member = await signUpMember(bare.app)
    expect((await post(bare, 'auth/forgot-password', { email: member.email })).statusCode).toBe(200)
    const newPassword = await lastMailTo(member.email, 2)
    expect(newPassword).toContain('http://localhost:3000/sign-in')
    expect(newPassword).not.toContain('evil.example')

    const email = `welcome.${Date.now()}@example.co.id`
    const password = 'a password 2026'
    await post(bare, 'auth/sign-up', {
      name: 'Dewi',
      gender: 'FEMALE',
      email,
      password,
      password_conf: password,
    })
    await post(bare, 'newsletter/subscribe', { email })
    for (const text of [await lastMailTo(email, 1), await lastMailTo(email, 2)]) {
      expect(text).toContain('http://localhost:3000/')
      expect(text).not.toContain('evil.example')
    }
  })

  test('a staff invitation and an order mail link to the store on localhost without PUBLIC_URL', async () => {
    const owner = await createTestStaff(bare.app, 'OWNER')
    const invited = `invited.${Date.now()}@kainara.test`
    const invitation = await post(
      bare,
      'admin/staff/invites',
      { email: invited, name: 'Rina', role: 'STAFF', showroom_ids: [] },
      { authorization: owner.authorization },
    )
    expect(invitation.statusCode).toBe(200)
    const link = await lastMailTo(invited, 1)
    expect(link).toContain('http://localhost:3000/admin/accept-invite?token=')
    expect(link).not.toContain('evil.example')

    const [item] = await sizedProducts(bare.db, 1)
    if (!item) throw new Error('no product')
    await stockAt(bare.db, item, { [SHOWROOM_ID]: 5 })
    const device = newDevice()
    await cartCalls(bare.app).add(device, item, 1)
    const buyer = `buyer.${Date.now()}@example.co.id`
    const placed = await post(bare, 'checkout-trx', {
      local_device_id: device,
      shipping_type: 'PICKUP_ON_STORE',
      address_recipient_name: 'Dewi Lestari',
      address_recipient_phone: '0812 1111 2222',
      showroom_id: SHOWROOM_ID,
      guest_email: buyer,
    })
    expect(placed.statusCode).toBe(200)
    const orderMail = await lastMailTo(buyer, 1)
    expect(orderMail).toContain('http://localhost:3000/')
    expect(orderMail).not.toContain('evil.example')
  })

  test('behind a trusted proxy, mail links go to PUBLIC_URL whatever host it forwards', async () => {
    const owner = await createTestStaff(behindProxy.app, 'OWNER')
    const invited = `invited.${Date.now()}@kainara.test`
    await post(
      behindProxy,
      'admin/staff/invites',
      { email: invited, name: 'Rina', role: 'STAFF', showroom_ids: [] },
      { authorization: owner.authorization },
    )
    const link = await lastMailTo(invited, 1)
    expect(link).toContain('https://kainara.example/admin/accept-invite?token=')
    expect(link).not.toContain('evil.example')
  })
})
