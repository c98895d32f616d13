import { afterAll, beforeAll, expect, test } from 'vitest'
import { pickupQrText } from '@store/contract/admin/counter'
import type { Order } from '@store/contract/orders'
import { callApi, createMember } from '../../../test/members'
import { startMailServer } from '../../../test/mail-server'
import type { MailServer } from '../../../test/mail-server'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { callAdmin, createTestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { SHOWROOM_ID } from '../../checkout/checkout-fixtures'
import { decodeQr, readyPickup } from './counter-fixtures'

let t: TestApp
let mail: MailServer
let item: SizedProduct
/** The guest of this file's order: the fixture numbers its guests across the files of a worker. */
let guest = ''
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

test('the ready mail carries the pick-up QR inline, and the counter finds the order from it', async () => {
  const { order, email } = await readyPickup(t, item)
  guest = email
  await t.app.orderEvents.dispatch()
  const mails = await mail.mailsTo(guest, 3)
  const ready = mails.find((one) => one.subject.includes('is ready for pick-up'))
  const qr = ready?.attachments.find((file) => file.contentType === 'image/png')
  expect(qr?.inline).toBe(true)
  expect(ready?.html).toContain(`src="cid:${qr?.cid ?? ''}"`)
  expect(ready?.html).toContain(`alt="QR code of pick-up code ${order.pickup_code ?? ''}"`)

  const text = await decodeQr(qr?.content ?? Buffer.alloc(0))
  expect(text).toBe(pickupQrText(order.trx_ref, order.pickup_code ?? ''))
  const clerk = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
  const found = await callAdmin(t.app, 'POST', 'counter/lookup', { code: text ?? '' }, clerk)
  expect(found.status).toBe(200)
})

test('the other mails of an order carry no QR', async () => {
  const mails = await mail.mailsTo(guest, 3)
  const others = mails.filter((one) => !one.subject.includes('is ready for pick-up'))
  expect(others.length).toBeGreaterThan(0)
  for (const other of others) expect(other.attachments).toEqual([])
})

test('a member’s ready order shows the QR drawn as SVG; before it is ready it shows none', async () => {
  const member = await createMember(t.app, t.db)
  const { order } = await readyPickup(t, item)
  await t.db.execute(`update orders set user_id = ${member.id} where id = ${order.id}`)
  const listed = async () => {
    const { body } = await callApi<{ data: { user_orders: Order[] } }>(
      t.app,
      'GET',
      'user/orders',
      undefined,
      { token: member.token },
    )
    return body.data.user_orders.find((one) => one.id === order.id)
  }
  const shown = (await listed())?.pickup_qr ?? ''
  expect(shown).toMatch(/^data:image\/svg\+xml;base64,/)
  const svg = Buffer.from(shown.split(',')[1] ?? '', 'base64')
  expect(await decodeQr(svg)).toBe(pickupQrText(order.trx_ref, order.pickup_code ?? ''))

  await t.db.execute(`update orders set status = 'PROCESSED' where id = ${order.id}`)
  expect((await listed())?.pickup_qr).toBeNull()
})
