import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import type { OrderTracking } from '@store/contract/orders'
import { callApi, createMember } from '../test/members'
import { startMailServer } from '../test/mail-server'
import type { MailServer } from '../test/mail-server'
import { queryRows } from '../test/sql'
import { sizedProducts } from '../routes/cart/cart-fixtures'
import type { SizedProduct } from '../routes/cart/cart-fixtures'
import { eventsOf, memberDeliveryOrder, notifyPayment, orderState } from '../test/orders'
import { moveOrder } from '../orders/order-moves.repository'
import { senderNameOf } from '../orders/fulfil/waybill-orders.repository'

const HOUR = 3600_000
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

const runJob = () => t.app.jobs.run('advance-orders')
const later = (hours: number) => t.app.clock.advance(hours * HOUR)

test('a paid courier order gets one waybill, ships when picked up and completes when delivered', async () => {
  const member = await createMember(t.app, t.db)
  const bill = await memberDeliveryOrder(t, item, member)
  expect((await notifyPayment(t, bill)).status).toBe(200)
  expect((await orderState(t, bill)).status).toBe('PAID')

  await runJob()
  const booked = await orderState(t, bill)
  expect(booked.status).toBe('PROCESSED')
  expect(booked.no_resi).toMatch(/^00\d{10}$/)
  later(0.5)
  await runJob()
  expect(await orderState(t, bill)).toMatchObject({ status: 'PROCESSED', no_resi: booked.no_resi })

  later(2)
  await runJob()
  const shipped = await orderState(t, bill)
  expect(shipped.status).toBe('SHIPPED')
  expect(shipped.tracking?.last_status.status).toBe('PICK')

  later(48)
  await runJob()
  const delivered = await orderState(t, bill)
  expect(delivered.status).toBe('COMPLETED')
  expect(delivered.tracking?.last_status.status).toBe('DELIVERED')
  expect(await eventsOf(t, booked.id)).toEqual(['PLACED', 'PAID', 'SHIPPED', 'COMPLETED'])

  const mails = await mail.mailsTo(member.email, 5)
  const link = `${ORIGIN}/account/orders?order=${booked.id}`
  expect(mails.map((m) => m.subject)).toEqual([
    'Welcome to KAINARA',
    `Your KAINARA order ${booked.trx_ref}`,
    `Payment received for your KAINARA order ${booked.trx_ref}`,
    `Your KAINARA order ${booked.trx_ref} is on its way`,
    `Your KAINARA order ${booked.trx_ref} has been delivered`,
  ])
  for (const m of mails.slice(1)) expect(m.text).toContain(link)
  expect(mails[3]?.text).toContain(`No. Resi): ${booked.no_resi}`)

  const inbox = await queryRows<{ title: string; href: string }>(
    t.db,
    sql`select title, href from notifications where user_id = ${member.id} and href is not null
        and href like '/account/orders%' order by id`,
  )
  expect(inbox.map((n) => n.title)).toEqual([
    'Order placed',
    'Payment received',
    'Your order is on its way',
    'Order delivered',
  ])
  expect(new Set(inbox.map((n) => n.href))).toEqual(new Set([`/account/orders?order=${booked.id}`]))
})

test("the courier's history names the showroom it picks up from once, with the brand once", async () => {
  const member = await createMember(t.app, t.db)
  const bill = await memberDeliveryOrder(t, item, member)
  await notifyPayment(t, bill)
  await runJob()
  const { id } = await orderState(t, bill)
  const { body } = await callApi<{ data: { order_tracking: OrderTracking } }>(
    t.app,
    'GET',
    'user/order-tracking',
    { id },
    { token: member.token },
  )
  expect(body.data.order_tracking.track_history.at(-1)?.city).toBe(
    'Terima permintaan pick up dari [KAINARA Senayan City]',
  )
})

test('a showroom named without the brand is sent with it', () => {
  expect(senderNameOf('Senayan City')).toBe('KAINARA Senayan City')
  expect(senderNameOf('Kainara Braga Bandung')).toBe('Kainara Braga Bandung')
  expect(senderNameOf('Kainaraku Outlet')).toBe('KAINARA Kainaraku Outlet')
})

test('runs at once and runs again book, move and mail each order once', async () => {
  const member = await createMember(t.app, t.db)
  const bill = await memberDeliveryOrder(t, item, member)
  await notifyPayment(t, bill)
  await notifyPayment(t, bill)
  await Promise.all([runJob(), runJob(), runJob()])
  await runJob()
  const order = await orderState(t, bill)
  expect(order.status).toBe('PROCESSED')
  expect(await eventsOf(t, order.id)).toEqual(['PLACED', 'PAID'])
  later(3)
  await Promise.all([runJob(), runJob()])
  await runJob()
  expect((await orderState(t, bill)).status).toBe('SHIPPED')
  await mail.mailsTo(member.email, 4)
  const sent = mail.received.filter((m) => m.to === member.email)
  expect(sent.map((m) => m.subject.split(' ').slice(0, 3).join(' '))).toEqual([
    'Welcome to KAINARA',
    'Your KAINARA order',
    'Payment received for',
    'Your KAINARA order',
  ])
  const [count] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from notifications where user_id = ${member.id} and href like '/account/orders%'`,
  )
  expect(count?.n).toBe(3)
})

test('a move the status table does not allow is refused, and a move from a status the order left does nothing', async () => {
  const member = await createMember(t.app, t.db)
  const bill = await memberDeliveryOrder(t, item, member)
  const { id } = await orderState(t, bill)
  await expect(moveOrder(t.db, id, 'WAITING_PAYMENT', 'SHIPPED')).rejects.toThrow(
    'An order cannot move from WAITING_PAYMENT to SHIPPED.',
  )
  expect(await moveOrder(t.db, id, 'PAID', 'PROCESSED')).toBe(false)
  expect((await orderState(t, bill)).status).toBe('WAITING_PAYMENT')
  expect(await eventsOf(t, id)).toEqual(['PLACED'])
})
