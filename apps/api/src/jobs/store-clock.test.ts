import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sendQuietly } from '../lib/mail/send-quietly'
import { cartCalls, newDevice, sizedProducts } from '../routes/cart/cart-fixtures'
import type { SizedProduct } from '../routes/cart/cart-fixtures'
import { guestPickupOrder, notifyPayment, orderState } from '../test/orders'
import { moveOrder } from '../orders/order-moves.repository'
import { startMailServer } from '../test/mail-server'
import type { MailServer } from '../test/mail-server'
import { queryRows } from '../test/sql'
import { callAdmin, createTestStaff } from '../test/staff'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { SHOWROOM_ID, heldAt } from '../routes/checkout/checkout-fixtures'
import {
  askLinkedReturn,
  collectedPickup,
  linkedPayload,
  newKey,
  orderLinesOf,
  otherSize,
  setHeld,
} from '../routes/orders/return-fixtures'
import { EXCHANGE_HOLD_DAYS } from '../orders/returns/request-return'
import { JOB_NAMES } from './registry'
import type { JobName } from './registry'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
let t: TestApp
let mail: MailServer
let item: SizedProduct
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url, CLOCK_SHIFT: 'on', CART_RETENTION_DAYS: '30' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

const later = (ms: number) => t.app.clock.advance(ms)
const run = (name: JobName) => t.app.jobs.run(name)

/**
 * For each job, something due only at the store's moved time: a job that read
 * the machine's clock would find nothing to do. A job added to the registry
 * without its line here does not compile.
 */
const SEES_THE_STORE_CLOCK: Record<JobName, () => Promise<void>> = {
  'expire-orders': async () => {
    const bill = await guestPickupOrder(t, item, 'expire-clock@example.co.id')
    later(24 * HOUR + MINUTE)
    await run('expire-orders')
    expect((await orderState(t, bill)).status).toBe('EXPIRED')
  },
  'remind-unpaid-orders': async () => {
    const email = 'remind-clock@example.co.id'
    await guestPickupOrder(t, item, email)
    later(21 * HOUR + MINUTE)
    expect(await run('remind-unpaid-orders')).toBeGreaterThanOrEqual(1)
    const mails = await mail.mailsTo(email, 2)
    expect(mails.map((one) => one.subject)).toContainEqual(
      expect.stringContaining('is waiting for payment'),
    )
  },
  'release-exchange-holds': async () => {
    await setHeld(t, item, 5)
    const pickup = await collectedPickup(t, item, 'hold-clock@example.co.id')
    const [line] = await orderLinesOf(t, pickup.id)
    const wanted = await otherSize(t, item, 3)
    const asked = await askLinkedReturn(t, {
      ...linkedPayload(t, pickup.trx_ref),
      lines: [{ line_id: line?.id, qty: 1, reason: 'too_small', exchange_size: wanted.size }],
      wish: 'EXCHANGE',
      way: 'COUNTER',
      showroom_id: SHOWROOM_ID,
      request_key: newKey(),
    })
    expect(asked.status).toBe(200)
    expect(await heldAt(t.db, wanted, SHOWROOM_ID)).toBe(2)
    later(EXCHANGE_HOLD_DAYS * DAY + MINUTE)
    expect(await run('release-exchange-holds')).toBe(1)
    expect(await heldAt(t.db, wanted, SHOWROOM_ID)).toBe(3)
  },
  'advance-orders': async () => {
    const bill = await guestPickupOrder(t, item, 'advance-clock@example.co.id')
    await notifyPayment(t, bill)
    later(HOUR + MINUTE)
    await run('advance-orders')
    expect((await orderState(t, bill)).status).toBe('READY_FOR_PICKUP')
  },
  'send-order-events': async () => {
    const bill = await guestPickupOrder(t, item, 'events-clock@example.co.id')
    const { id } = await orderState(t, bill)
    // A move whose event nobody sent yet, as a crash right after it would leave.
    await moveOrder(t.db, id, 'WAITING_PAYMENT', 'CANCELLED', { closedAt: t.app.clock.now() })
    const movedAt = t.app.clock.now()
    expect(await run('send-order-events')).toBe(1)
    const [event] = await queryRows<{ sent_at: Date }>(
      t.db,
      sql`select sent_at from order_events where order_id = ${id} and kind = 'CANCELLED'`,
    )
    expect(new Date(event?.sent_at ?? 0).getTime()).toBeGreaterThanOrEqual(movedAt.getTime())
  },
  'retry-mail': async () => {
    mail.refuse(true)
    const to = 'retry-clock@example.co.id'
    await sendQuietly(t.app, { to, subject: 'Kept', text: 'Kept.', html: '<p>Kept.</p>' })
    mail.refuse(false)
    later(MINUTE)
    expect(await run('retry-mail')).toBe(1)
    expect(await mail.mailsTo(to)).toHaveLength(1)
  },
  'apply-discounts': async () => {
    const startsAt = new Date(t.app.clock.now().getTime() + HOUR)
    await t.db.execute(sql`update products set planned_disc_percent = 20,
      disc_starts_at = ${startsAt.toISOString()}::timestamptz where id = ${item.productId}`)
    later(HOUR + MINUTE)
    expect(await run('apply-discounts')).toBeGreaterThanOrEqual(1)
    const [row] = await queryRows<{ disc_percent: number }>(
      t.db,
      sql`select disc_percent from products where id = ${item.productId}`,
    )
    expect(row?.disc_percent).toBe(20)
  },
  'publish-products': async () => {
    const publishAt = new Date(t.app.clock.now().getTime() + HOUR)
    await t.db.execute(sql`update products set status = 'DRAFT',
      publish_at = ${publishAt.toISOString()}::timestamptz where id = ${item.productId}`)
    later(HOUR + MINUTE)
    expect(await run('publish-products')).toBeGreaterThanOrEqual(1)
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from products where id = ${item.productId}`,
    )
    expect(row?.status).toBe('PUBLISHED')
  },
  'prune-carts': async () => {
    const device = newDevice()
    await cartCalls(t.app).add(device, item, 1)
    later(31 * DAY)
    expect(await run('prune-carts')).toBeGreaterThanOrEqual(1)
    expect((await cartCalls(t.app).get(device)).cart_items).toEqual([])
  },
  'mail-daily-summary': async () => {
    const owner = await createTestStaff(t.app, 'OWNER')
    const settings = { notify_paid_orders: false, notify_daily_summary: true }
    await callAdmin(t.app, 'PUT', 'me/mail-settings', settings, owner)
    later(DAY)
    const wibHour = (t.app.clock.now().getUTCHours() + 7) % 24
    if (wibHour < 7) later((7 - wibHour) * HOUR)
    expect(await run('mail-daily-summary')).toBe(1)
    const yesterday = new Date(t.app.clock.now().getTime() + 7 * HOUR - DAY)
    const [summary] = await mail.mailsTo(owner.email)
    expect(summary?.text).toContain(`from=${yesterday.toISOString().slice(0, 10)}`)
  },
}

test("with the store's clock moved forward, every job works at the store's time", async () => {
  for (const name of JOB_NAMES) await SEES_THE_STORE_CLOCK[name]()
}, 60_000)
