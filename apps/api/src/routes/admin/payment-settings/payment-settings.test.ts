import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { PaymentData } from '@store/contract/checkout-payment'
import { PAYMENT_SETTINGS_MESSAGES } from '@store/contract/admin/payment-settings'
import type { PaymentSettings } from '@store/contract/admin/payment-settings'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { guestPickupOrder } from '../../../test/orders'
import { formBody } from '../../../test/payment'
import { queryRows } from '../../../test/sql'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { PAYMENT_CHANNEL_LIST } from '../../../services/payment/channel-list'

type Answer = { data: PaymentSettings; error?: { message: string } }

let t: TestApp
let owner: TestStaff
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

const read = (staff: TestStaff | null = owner) =>
  callAdmin<Answer>(t.app, 'GET', 'payment-settings', {}, staff)
const save = (payload: Record<string, unknown>, staff: TestStaff | null = owner) =>
  callAdmin<Answer>(t.app, 'PUT', 'payment-settings', payload, staff)
const offeredUids = (answer: Answer) =>
  answer.data.channels.filter((channel) => channel.offered).map((channel) => channel.uid)
const storedSettings = () =>
  queryRows<{ key: string; value: string }>(
    t.db,
    sql`select key, value from settings where key like 'PAYMENT_%' order by key`,
  )

/** The built-in page for a bill, as the browser reaches it after the hidden form's post. */
async function billPage(bill: PaymentData) {
  const fields: Record<string, string | string[]> = { ...bill }
  delete fields.payment_url
  const posted = await t.app.inject({
    method: 'POST',
    url: '/payment-sandbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: formBody(fields),
  })
  const page = await t.app.inject({ method: 'GET', url: posted.headers.location ?? '' })
  return { fields, html: page.body }
}

describe("the owner's payment settings", () => {
  test('a new store offers every channel its setup takes and reminds 3 hours before the hold ends', async () => {
    const { status, body } = await read()
    expect(status).toBe(200)
    expect(offeredUids(body)).toEqual(PAYMENT_CHANNEL_LIST.map((channel) => channel.uid))
    expect(body.data.reminder_hours).toBe(3)
  })

  test('only an owner reads or changes them; another role is refused and nothing is written', async () => {
    const before = await storedSettings()
    for (const role of ['STAFF', 'SHOWROOM'] as const) {
      const staff = await createTestStaff(t.app, role)
      expect((await read(staff)).status).toBe(403)
      expect((await save({ channels: ['702'], reminder_hours: 5 }, staff)).status).toBe(403)
    }
    expect((await save({ channels: ['702'], reminder_hours: 5 }, null)).status).toBe(401)
    expect(await storedSettings()).toEqual(before)
  })

  test('hostile or malformed choices are a 400 with a readable message, and nothing is written', async () => {
    const before = await storedSettings()
    const refused = [
      { channels: [], reminder_hours: 3 },
      { channels: '702', reminder_hours: 3 },
      { channels: ["702'; drop table settings;--"], reminder_hours: 3 },
      { channels: [702], reminder_hours: 3 },
      { channels: Array.from({ length: 51 }, (_, i) => String(i)), reminder_hours: 3 },
      { channels: ['702'], reminder_hours: 0 },
      { channels: ['702'], reminder_hours: 24 },
      { channels: ['702'], reminder_hours: 2.5 },
      { channels: ['702'], reminder_hours: '3' },
      { channels: ['702'] },
    ]
    for (const payload of refused) {
      const { status, body } = await save(payload)
      expect(status, JSON.stringify(payload)).toBe(400)
      expect(body.error?.message).toMatch(/\w/)
    }
    expect(await storedSettings()).toEqual(before)
  })

  test('a channel the setup does not take cannot be offered', async () => {
    const { status, body } = await save({ channels: ['702', '999'], reminder_hours: 3 })
    expect(status).toBe(400)
    expect(body.error?.message).toBe(PAYMENT_SETTINGS_MESSAGES.notOffered(['999']))
  })

  test('the chosen channels ride on the bill, and the built-in page shows and takes only those', async () => {
    const saved = await save({ channels: ['812', '702', '702'], reminder_hours: null })
    expect(saved.status).toBe(200)
    // In the list's order, each once.
    expect(offeredUids(saved.body)).toEqual(['812', '702'])
    expect(saved.body.data.reminder_hours).toBeNull()
    expect(offeredUids((await read()).body)).toEqual(offeredUids(saved.body))

    const bill = await guestPickupOrder(t, item, 'channels@example.co.id')
    expect([...bill.payment_channel].sort()).toEqual(['702', '812'])
    const { fields, html } = await billPage(bill)
    expect(html).toContain('value="702"')
    expect(html).toContain('value="812"')
    expect(html).not.toContain('value="819"')
    const dana = await t.app.inject({
      method: 'POST',
      url: '/payment-sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: formBody({ ...fields, action: 'pay', channel: '819' }),
    })
    expect(dana.statusCode).toBe(400)
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from orders where trx_no = ${bill.order_id}`,
    )
    expect(row?.status).toBe('WAITING_PAYMENT')
  })
})

describe('a Faspay store whose account takes some channels', () => {
  let faspay: TestApp
  let faspayOwner: TestStaff
  beforeAll(async () => {
    faspay = await createTestApp({
      PAYMENT_SANDBOX: 'auto',
      FASPAY_MERCHANT_ID: '31932',
      FASPAY_PASSWORD: 'p@ssw0rd',
      FASPAY_CHANNELS: '702, 812,819',
    })
    faspayOwner = await createTestStaff(faspay.app, 'OWNER')
  })
  afterAll(async () => faspay.close())

  test("the owner chooses within the account's channels, and the bill posted to Faspay lists the choice", async () => {
    const listed = await callAdmin<Answer>(faspay.app, 'GET', 'payment-settings', {}, faspayOwner)
    expect(listed.body.data.provider).toBe('faspay')
    expect(listed.body.data.channels.map((channel) => channel.uid)).toEqual(['819', '812', '702'])
    const beyond = await callAdmin<Answer>(
      faspay.app,
      'PUT',
      'payment-settings',
      { channels: ['702', '711'], reminder_hours: 3 },
      faspayOwner,
    )
    expect(beyond.status).toBe(400)
    expect(beyond.body.error?.message).toBe(PAYMENT_SETTINGS_MESSAGES.notOffered(['711']))

    const before = await guestPickupOrder(faspay, item, 'faspay-all@example.co.id')
    expect(before.payment_url).toBe('https://dev.faspay.co.id/xpress/payment')
    expect(before.payment_channel).toEqual(['819', '812', '702'])
    const chosen = { channels: ['702', '819'], reminder_hours: 6 }
    expect(
      (await callAdmin(faspay.app, 'PUT', 'payment-settings', chosen, faspayOwner)).status,
    ).toBe(200)
    const after = await guestPickupOrder(faspay, item, 'faspay-two@example.co.id')
    expect(after.payment_channel).toEqual(['819', '702'])
  })
})
