import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { PaymentData } from '@store/contract/checkout-payment'
import { sizedProducts } from '../routes/cart/cart-fixtures'
import type { SizedProduct } from '../routes/cart/cart-fixtures'
import { signUpMember } from '../test/members'
import { startMailServer } from '../test/mail-server'
import type { MailServer } from '../test/mail-server'
import { guestPickupOrder, memberDeliveryOrder, notifyPayment, orderState } from '../test/orders'
import { queryRows } from '../test/sql'
import { callAdmin, createTestStaff } from '../test/staff'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { moveOrder } from '../orders/order-moves.repository'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const ORIGIN = 'https://kainara.example'
let t: TestApp
let mail: MailServer
let item: SizedProduct
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url, CLOCK_SHIFT: 'on', PUBLIC_URL: ORIGIN })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

const later = (ms: number) => t.app.clock.advance(ms)
const run = () => t.app.jobs.run('remind-unpaid-orders')
const reminders = (to: string) =>
  mail.received.filter(
    (one) => one.to === to && /waiting for payment|menunggu pembayaran/.test(one.subject),
  )
const setReminder = async (hours: number | null) => {
  const answer = await callAdmin(
    t.app,
    'PUT',
    'payment-settings',
    { channels: ['702', '812'], reminder_hours: hours },
    // A session of the store's moved time: one signed in before it has lapsed.
    await createTestStaff(t.app, 'OWNER'),
  )
  expect(answer.status).toBe(200)
}
const placedAt = async (bill: PaymentData) => {
  const [row] = await queryRows<{ expires_at: Date }>(
    t.db,
    sql`select expires_at from orders where trx_no = ${bill.order_id}`,
  )
  return new Date(row?.expires_at ?? 0)
}
/** Moves the store's clock to `hours` before the order's hold ends. */
const toHoursBefore = async (bill: PaymentData, hours: number) => {
  const at = (await placedAt(bill)).getTime() - hours * HOUR
  later(at - t.app.clock.now().getTime())
}

describe('the reminder before an unpaid order lapses', () => {
  test('goes once, when the hold has the set hours left, with the order link at the configured origin', async () => {
    await setReminder(3)
    const email = 'remind-time@example.co.id'
    const bill = await guestPickupOrder(t, item, email)
    await toHoursBefore(bill, 3.5)
    expect(await run()).toBe(0)
    expect(reminders(email)).toHaveLength(0)
    later(HOUR)
    expect(await run()).toBe(1)
    const [reminder] = reminders(email)
    const { trx_ref: ref } = await orderState(t, bill)
    expect(reminder?.subject).toBe(`Your KAINARA order ${ref} is waiting for payment`)
    expect(reminder?.text).toContain('choose how to pay')
    const path = t.app.orderLinks.pathFor(ref)
    expect(reminder?.text).toContain(`Pay for your order: ${ORIGIN}${path}`)
    expect(await run()).toBe(0)
    later(HOUR)
    expect(await run()).toBe(0)
    expect(reminders(email)).toHaveLength(1)
  })

  test('two runs at once send one reminder', async () => {
    const email = 'remind-twice@example.co.id'
    const bill = await guestPickupOrder(t, item, email)
    await toHoursBefore(bill, 2)
    const counts = await Promise.all([run(), run()])
    expect(counts.reduce<number>((sum, count) => sum + (count ?? 0), 0)).toBe(1)
    expect(reminders(email)).toHaveLength(1)
  })

  test('none goes once the order is paid, cancelled or expired', async () => {
    const paid = await guestPickupOrder(t, item, 'remind-paid@example.co.id')
    const cancelled = await guestPickupOrder(t, item, 'remind-cancelled@example.co.id')
    const expired = await guestPickupOrder(t, item, 'remind-expired@example.co.id')
    expect((await notifyPayment(t, paid)).status).toBe(200)
    expect((await notifyPayment(t, cancelled, '8')).status).toBe(200)
    const { id } = await orderState(t, expired)
    expect(await moveOrder(t.db, id, 'WAITING_PAYMENT', 'EXPIRED', { closedAt: t.app.clock.now() }))
    await toHoursBefore(paid, 1)
    expect(await run()).toBe(0)
    for (const to of ['remind-paid', 'remind-cancelled', 'remind-expired'])
      expect(reminders(`${to}@example.co.id`)).toHaveLength(0)
  })

  test('none goes while the owner has it off; the hours set are the ones used', async () => {
    await setReminder(null)
    const email = 'remind-off@example.co.id'
    const bill = await guestPickupOrder(t, item, email)
    await toHoursBefore(bill, 2)
    expect(await run()).toBe(0)
    expect(reminders(email)).toHaveLength(0)
    await setReminder(1)
    expect(await run()).toBe(0)
    later(HOUR + MINUTE)
    expect(await run()).toBe(1)
    expect(reminders(email)).toHaveLength(1)
  })

  test("a member is notified too, and the mail speaks the order's language with its bank's steps", async () => {
    await setReminder(3)
    const member = await signUpMember(t.app)
    const bill = await memberDeliveryOrder(t, item, member)
    const { id, trx_ref: ref } = await orderState(t, bill)
    await t.db.execute(sql`update orders set language = 'id' where id = ${id}`)
    const fields: Record<string, string> = {}
    for (const [name, value] of Object.entries(bill))
      if (typeof value === 'string' && name !== 'payment_url') fields[name] = value
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/payment-sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ ...fields, action: 'pay', channel: '702' }).toString(),
    })
    expect(chosen.statusCode).toBe(303)
    await toHoursBefore(bill, 2)
    expect(await run()).toBe(1)
    const [reminder] = reminders(member.email)
    expect(reminder?.subject).toBe(`Pesanan KAINARA Anda ${ref} menunggu pembayaran`)
    expect(reminder?.text).toContain('dengan BCA Virtual Account')
    expect(reminder?.text).toMatch(/masukkan nomor 702\d \d{4} \d{4} \d{4}/)
    expect(reminder?.text).toContain(`${ORIGIN}/id/account/orders?order=${id}`)
    const notes = await queryRows<{ title: string; href: string }>(
      t.db,
      sql`select title, href from notifications n join users u on u.id = n.user_id
          where u.email = ${member.email} and n.title = 'Pesanan Anda menunggu pembayaran'`,
    )
    expect(notes).toEqual([
      { title: 'Pesanan Anda menunggu pembayaran', href: `/account/orders?order=${id}` },
    ])
  })
})
