import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { startMailServer } from '../../test/mail-server'
import type { MailServer } from '../../test/mail-server'
import { queryRows } from '../../test/sql'
import { CourierError, createCourier } from '../../services/courier'
import type { CourierService } from '../../services/courier'
import { readEnv } from '../../env'
import { sizedProducts } from '../../routes/cart/cart-fixtures'
import type { SizedProduct } from '../../routes/cart/cart-fixtures'
import { createMember } from '../../test/members'
import { advanceOrders } from '../../jobs/advance-orders'
import {
  eventsOf,
  guestPickupOrder,
  memberDeliveryOrder,
  notifyPayment,
  orderState,
} from '../../test/orders'
import { createOrderBookingStore } from '../fulfil/waybill-orders.repository'

const MINUTE = 60_000
const ORIGIN = 'https://shop.kainara.test'
let t: TestApp
let mail: MailServer
let item: SizedProduct
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL: ORIGIN, CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

const later = (minutes: number) => t.app.clock.advance(minutes * MINUTE)
const guestLink = (trxRef: string) => `${ORIGIN}${t.app.orderLinks.pathFor(trxRef)}`

test('a paid pick-up gets its code at payment and is ready for pick-up an hour later', async () => {
  const bill = await guestPickupOrder(t, item, 'pickup.guest@example.co.id')
  expect((await orderState(t, bill)).pickup_code).toBeNull()
  await notifyPayment(t, bill)
  const paid = await orderState(t, bill)
  expect(paid.pickup_code).toMatch(/^\d{6}$/)
  await t.app.jobs.run('advance-orders')
  expect((await orderState(t, bill)).status).toBe('PROCESSED')
  later(59)
  await t.app.jobs.run('advance-orders')
  expect((await orderState(t, bill)).status).toBe('PROCESSED')
  later(2)
  await t.app.jobs.run('advance-orders')
  await t.app.jobs.run('advance-orders')
  expect((await orderState(t, bill)).status).toBe('READY_FOR_PICKUP')
  expect(await eventsOf(t, paid.id)).toEqual(['PLACED', 'PAID', 'READY_FOR_PICKUP'])

  const mails = await mail.mailsTo('pickup.guest@example.co.id', 3)
  expect(mails).toHaveLength(3)
  expect(mails[1]?.text).toContain(`Your pick-up code is ${paid.pickup_code}`)
  expect(mails[2]?.subject).toBe(`Your KAINARA order ${paid.trx_ref} is ready for pick-up`)
  for (const m of mails) expect(m.text).toContain(guestLink(paid.trx_ref))
})

test('a guest who orders in Bahasa reads every mail of the order in Bahasa, linked to its page under /id', async () => {
  const bill = await guestPickupOrder(t, item, 'bahasa.guest@example.co.id', 'id')
  await notifyPayment(t, bill)
  await t.app.jobs.run('advance-orders')
  later(61)
  await t.app.jobs.run('advance-orders')
  await t.app.jobs.run('advance-orders')
  const order = await orderState(t, bill)
  expect(order.status).toBe('READY_FOR_PICKUP')

  const mails = await mail.mailsTo('bahasa.guest@example.co.id', 3)
  expect(mails.map((m) => m.subject)).toEqual([
    `Pesanan KAINARA Anda ${order.trx_ref}`,
    `Pembayaran diterima untuk pesanan KAINARA Anda ${order.trx_ref}`,
    `Pesanan KAINARA Anda ${order.trx_ref} siap diambil`,
  ])
  expect(mails[0]?.text).toMatch(/Total Pembayaran: Rp [\d.]+\./)
  expect(mails[1]?.text).toContain(`Kode Pengambilan Anda ${order.pickup_code}`)
  for (const m of mails) {
    expect(m.html).toContain('<html lang="id">')
    expect(m.text).toContain(`${ORIGIN}/id${t.app.orderLinks.pathFor(order.trx_ref)}`)
    expect(m.text).not.toMatch(/IDR|Your KAINARA order|See your order/)
  }
})

test('an order that expires unpaid or whose payment is cancelled tells its buyer once', async () => {
  const member = await createMember(t.app, t.db)
  const expiring = await memberDeliveryOrder(t, item, member)
  const cancelled = await guestPickupOrder(t, item, 'cancelled.guest@example.co.id')
  await notifyPayment(t, cancelled, '8')
  await notifyPayment(t, cancelled, '8')
  later(25 * 60)
  await t.app.jobs.run('expire-orders')
  await t.app.jobs.run('expire-orders')

  const expired = await orderState(t, expiring)
  expect(expired.status).toBe('EXPIRED')
  expect(await eventsOf(t, expired.id)).toEqual(['PLACED', 'EXPIRED'])
  const memberMails = await mail.mailsTo(member.email, 3)
  expect(memberMails.map((m) => m.subject)).toContain(
    `Your KAINARA order ${expired.trx_ref} has expired`,
  )
  const [note] = await queryRows<{ title: string; href: string }>(
    t.db,
    sql`select title, href from notifications where user_id = ${member.id} and title = 'Order expired'`,
  )
  expect(note?.href).toBe(`/account/orders?order=${expired.id}`)

  const guest = await orderState(t, cancelled)
  expect(guest.status).toBe('CANCELLED')
  const guestMails = await mail.mailsTo('cancelled.guest@example.co.id', 2)
  expect(guestMails.map((m) => m.subject)).toEqual([
    `Your KAINARA order ${guest.trx_ref}`,
    `Your KAINARA order ${guest.trx_ref} has been cancelled`,
  ])
  expect(guestMails[1]?.text).toContain(guestLink(guest.trx_ref))
})

test('a courier that fails leaves the order paid with the reason, and the next run books it', async () => {
  const env = readEnv({ DATA_DIR: '/tmp/x', WEB_DIST_DIR: '/nonexistent' })
  const simulator = await createCourier(env, { bookings: createOrderBookingStore(t.db) })
  const down: CourierService = {
    ...simulator,
    bookWaybill: () => Promise.reject(new CourierError('unavailable', 'SiCepat did not answer.')),
  }
  const member = await createMember(t.app, t.db)
  const bill = await memberDeliveryOrder(t, item, member)
  await notifyPayment(t, bill)
  await advanceOrders(t.app, down, t.app.clock.now())
  const waiting = await orderState(t, bill)
  expect(waiting).toMatchObject({ status: 'PAID', no_resi: null })
  const [row] = await queryRows<{ booking_error: string }>(
    t.db,
    sql`select booking_error from orders where id = ${waiting.id}`,
  )
  expect(row?.booking_error).toBe('SiCepat did not answer.')

  later(1)
  await advanceOrders(t.app, simulator, t.app.clock.now())
  expect((await orderState(t, bill)).status).toBe('PAID')
  later(5)
  await advanceOrders(t.app, simulator, t.app.clock.now())
  const booked = await orderState(t, bill)
  expect(booked.status).toBe('PROCESSED')
  expect(booked.no_resi).toMatch(/^00\d{10}$/)
})
