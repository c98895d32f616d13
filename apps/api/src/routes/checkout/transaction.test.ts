import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { PaymentData } from '@store/contract/checkout-payment'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { postJson } from '../../test/inject'
import { queryRows } from '../../test/sql'
import { requestSignature } from '../../services/payment'
import { startMailServer } from '../../test/mail-server'
import type { MailServer } from '../../test/mail-server'
import { cartCalls, newDevice, sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { HUB_ID, SHOWROOM_ID, heldAt, stockAt } from './checkout-fixtures'

let t: TestApp
let calls: ReturnType<typeof cartCalls>
let item: SizedProduct
let mail: MailServer
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url })
  calls = cartCalls(t.app)
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

type Answer = { data: { payment_data: PaymentData }; error: { message: string } }
const pickup = (device: string, extra: Record<string, unknown> = {}) => ({
  local_device_id: device,
  shipping_type: 'PICKUP_ON_STORE',
  address_recipient_name: 'Dewi Lestari',
  address_recipient_phone: '0812 1111 2222',
  showroom_id: SHOWROOM_ID,
  guest_email: 'Dewi@Example.co.id',
  ...extra,
})
const order = async (trxNo: string) =>
  (
    await queryRows<{
      grand_total: number
      items_total: number
      status: string
      buyer_email: string
    }>(
      t.db,
      sql`select grand_total, items_total, status, buyer_email from orders where trx_no = ${trxNo}`,
    )
  )[0]

test('a guest pickup order takes the stock, empties the cart and answers signed payment data', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 4 })
  const device = newDevice()
  await calls.add(device, item, 2)
  const { status, body } = await postJson<Answer>(t.app, 'checkout-trx', pickup(device))
  expect(status).toBe(200)
  const data = body.data.payment_data
  const saved = await order(data.order_id)
  expect(saved).toMatchObject({ status: 'WAITING_PAYMENT', buyer_email: 'dewi@example.co.id' })
  expect(Number(data.bill_total)).toBe(saved?.grand_total)
  expect(data.custEmail).toBe('dewi@example.co.id')
  expect(data.payment_url).toMatch(/\/payment-sandbox$/)
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(2)
  expect((await calls.get(device)).cart_items).toEqual([])
})

test('a repeated submit answers the same order and takes nothing twice', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  const device = newDevice()
  await calls.add(device, item, 1)
  const answers = await Promise.all(
    [1, 2, 3].map(() => postJson<Answer>(t.app, 'checkout-trx', pickup(device))),
  )
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
  const numbers = new Set(answers.map((answer) => answer.body.data.payment_data.order_id))
  expect(numbers.size).toBe(1)
  const again = await postJson<Answer>(t.app, 'checkout-trx', pickup(device))
  expect(again.body.data.payment_data.order_id).toBe([...numbers][0])
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(4)
})

test('lines the showroom cannot supply are left out of the order and out of the bill', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 1 })
  const device = newDevice()
  await calls.add(device, item, 1)
  await stockAt(t.db, item, { [SHOWROOM_ID]: 0, [HUB_ID]: 1 })
  const refused = await postJson<Answer>(t.app, 'checkout-trx', pickup(device))
  expect(refused.status).toBe(400)
  expect(refused.body.error.message).toBe(CHECKOUT_MESSAGES.nothingAvailable)
  expect((await calls.get(device)).cart_items).toHaveLength(1)
})

test('a guest without an e-mail, or with an empty cart, is refused and nothing is made', async () => {
  const device = newDevice()
  const noEmail = await postJson<Answer>(t.app, 'checkout-trx', pickup(device, { guest_email: '' }))
  expect(noEmail.body.error.message).toBe(MESSAGES.guestEmailRequired)
  const empty = await postJson<Answer>(t.app, 'checkout-trx', pickup(device))
  expect(empty.status).toBe(400)
  expect(empty.body.error.message).toBe(MESSAGES.cartEmpty)
})

test('the payment data is signed as the payment adapter signs it', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 3 })
  const device = newDevice()
  await calls.add(device, item, 1)
  const { body } = await postJson<Answer>(t.app, 'checkout-trx', pickup(device))
  const data = body.data.payment_data
  const { testPaymentConfig } = await import('../../test/payment')
  expect(data.signature).toBe(requestSignature(testPaymentConfig, data.order_id, data.bill_total))
})

test('the buyer is mailed the order once, at the address they gave', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 3 })
  const device = newDevice()
  await calls.add(device, item, 1)
  const email = `mail-${device}@example.co.id`
  const first = await postJson<Answer>(
    t.app,
    'checkout-trx',
    pickup(device, { guest_email: email }),
  )
  await postJson<Answer>(t.app, 'checkout-trx', pickup(device, { guest_email: email }))
  const [sent] = await mail.mailsTo(email)
  const [row] = await queryRows<{ trx_ref: string }>(
    t.db,
    sql`select trx_ref from orders where trx_no = ${first.body.data.payment_data.order_id}`,
  )
  expect(sent?.subject).toBe(`Your KAINARA order ${row?.trx_ref}`)
  expect(sent?.text).toContain('held 1x24 hours')
  expect(mail.received.filter((m) => m.to === email)).toHaveLength(1)
})

test('a guest pick-up keeps who collects it and their phone, and its mail greets them by name', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 3 })
  const device = newDevice()
  await calls.add(device, item, 1)
  const email = `dewi.guest.${device}@example.co.id`
  const collector = {
    address_recipient_name: 'Dewi Lestari',
    address_recipient_phone: '0812-3456-7890',
  }
  const placed = await postJson<Answer>(
    t.app,
    'checkout-trx',
    pickup(device, { guest_email: email, ...collector }),
  )
  const [row] = await queryRows<{
    buyer_name: string
    recipient_name: string
    recipient_phone: string
  }>(
    t.db,
    sql`select buyer_name, recipient_name, recipient_phone from orders
        where trx_no = ${placed.body.data.payment_data.order_id}`,
  )
  expect(row).toEqual({
    buyer_name: 'Dewi Lestari',
    recipient_name: 'Dewi Lestari',
    recipient_phone: '081234567890',
  })
  await expect.poll(async () => (await mail.mailsTo(email))[0]?.text).toContain('Hi Dewi Lestari')
})

test('a pick-up without who collects it, or with a phone that is no number, is refused and nothing is made', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 3 })
  const device = newDevice()
  await calls.add(device, item, 1)
  const noName = await postJson<Answer>(
    t.app,
    'checkout-trx',
    pickup(device, { address_recipient_name: undefined }),
  )
  expect([noName.status, noName.body.error.message]).toEqual([400, MESSAGES.pickupNameRequired])
  const badPhone = await postJson<Answer>(
    t.app,
    'checkout-trx',
    pickup(device, { address_recipient_phone: 'ring the shop' }),
  )
  expect([badPhone.status, badPhone.body.error.message]).toEqual([400, MESSAGES.phoneInvalid])
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(3)
})
