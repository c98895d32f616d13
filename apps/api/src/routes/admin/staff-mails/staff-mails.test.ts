import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { HUB_ID, SHOWROOM_ID } from '../../checkout/checkout-fixtures'
import { guestPickupOrder, notifyPayment } from '../../../test/orders'
import { startMailServer } from '../../../test/mail-server'
import type { MailServer } from '../../../test/mail-server'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'

let t: TestApp
let mail: MailServer
let item: SizedProduct
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

const choose = (staff: TestStaff, paid: boolean, summary = false) =>
  callAdmin<{ data: Record<string, boolean>; message: string }>(
    t.app,
    'PUT',
    'me/mail-settings',
    { notify_paid_orders: paid, notify_daily_summary: summary },
    staff,
  )
const mailsTo = (staff: TestStaff) => mail.received.filter((sent) => sent.to === staff.email)

test('a staff account reads and saves its own mail settings', async () => {
  const staff = await createTestStaff(t.app, 'STAFF')
  const before = await callAdmin(t.app, 'GET', 'me/mail-settings', {}, staff)
  expect(before.body).toEqual({ data: { notify_paid_orders: false, notify_daily_summary: false } })
  const saved = await choose(staff, true, true)
  expect(saved.status).toBe(200)
  expect(saved.body.message).toBe('Your mail settings are saved.')
  const after = await callAdmin(t.app, 'GET', 'me/mail-settings', {}, staff)
  expect(after.body).toEqual({ data: { notify_paid_orders: true, notify_daily_summary: true } })
})

test('a new OWNER account hears of paid orders from the start, and may switch it off', async () => {
  const owner = await createTestStaff(t.app, 'OWNER')
  const settings = await callAdmin(t.app, 'GET', 'me/mail-settings', {}, owner)
  expect(settings.body).toEqual({ data: { notify_paid_orders: true, notify_daily_summary: false } })
  const first = await guestPickupOrder(t, item, 'owner-default-mail@example.co.id')
  await notifyPayment(t, first)
  expect(await mail.mailsTo(owner.email)).toHaveLength(1)

  expect((await choose(owner, false)).status).toBe(200)
  const second = await guestPickupOrder(t, item, 'owner-switched-off@example.co.id')
  await notifyPayment(t, second)
  await t.app.jobs.run('send-order-events')
  expect(mailsTo(owner)).toHaveLength(1)
})

test("a SHOWROOM account may choose paid-order mails but not the whole shop's daily summary", async () => {
  const showroom = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
  expect((await choose(showroom, true)).status).toBe(200)
  const refused = await choose(showroom, true, true)
  expect(refused.status).toBe(400)
  expect(JSON.stringify(refused.body)).toContain('OWNER and STAFF accounts only')
})

test('each opted-in active staff account gets one mail for a paid order, however often the payment is notified', async () => {
  const owner = await createTestStaff(t.app, 'OWNER')
  const optedOut = await createTestStaff(t.app, 'STAFF')
  const counter = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
  const otherCounter = await createTestStaff(t.app, 'SHOWROOM', [HUB_ID])
  const gone = await createTestStaff(t.app, 'STAFF')
  for (const staff of [owner, counter, otherCounter, gone]) await choose(staff, true)
  await choose(optedOut, false)
  await t.db.execute(sql`update staff set is_active = false where id = ${gone.id}`)

  const bill = await guestPickupOrder(t, item, 'paid-staff-mail@example.co.id')
  await Promise.all([notifyPayment(t, bill), notifyPayment(t, bill)])
  await notifyPayment(t, bill)
  await t.app.jobs.run('send-order-events')

  const [toOwner] = await mail.mailsTo(owner.email)
  expect(toOwner?.subject).toMatch(/^Paid order .+: IDR/)
  expect(toOwner?.text).toContain(item.size)
  // The mail opens the order's own page in the back office.
  expect(toOwner?.text).toMatch(/\/admin\/orders\/[\w-]+/)
  expect(mailsTo(owner)).toHaveLength(1)
  expect(mailsTo(counter)).toHaveLength(1)
  expect(mailsTo(otherCounter)).toHaveLength(0)
  expect(mailsTo(optedOut)).toHaveLength(0)
  expect(mailsTo(gone)).toHaveLength(0)
})

test('a paid-order mail the mail server refuses is kept and sent once when it answers again', async () => {
  const staff = await createTestStaff(t.app, 'STAFF')
  await choose(staff, true)
  const bill = await guestPickupOrder(t, item, 'refused-staff-mail@example.co.id')
  mail.refuse(true)
  await notifyPayment(t, bill)
  mail.refuse(false)
  const kept = await queryRows<{ subject: string }>(
    t.db,
    sql`select subject from mail_outbox where to_address = ${staff.email}`,
  )
  expect(kept).toHaveLength(1)
  expect(mailsTo(staff)).toHaveLength(0)
  await t.db.execute(sql`update mail_outbox set next_attempt_at = now() - interval '1 minute'`)
  await t.app.jobs.run('retry-mail')
  await notifyPayment(t, bill)
  expect(await mail.mailsTo(staff.email)).toHaveLength(1)
  expect(mailsTo(staff)).toHaveLength(1)
})
