import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { PaymentData } from '@store/contract/checkout-payment'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { postJson } from '../test/inject'
import { queryRows } from '../test/sql'
import { cartCalls, newDevice, sizedProducts } from '../routes/cart/cart-fixtures'
import type { SizedProduct } from '../routes/cart/cart-fixtures'
import { SHOWROOM_ID, heldAt, stockAt } from '../routes/checkout/checkout-fixtures'
import { expireUnpaidOrders } from './expire-orders'

const HOUR = 3600_000
let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  await t.db.execute(
    sql`update promo_codes set used_count = 0, usage_limit = 5 where code = 'FIRST5'`,
  )
})
afterAll(async () => t.close())

async function newOrder(qty: number, promo?: string) {
  const device = newDevice()
  await cartCalls(t.app).add(device, item, qty)
  const { body } = await postJson<{ data: { payment_data: PaymentData } }>(t.app, 'checkout-trx', {
    local_device_id: device,
    shipping_type: 'PICKUP_ON_STORE',
    showroom_id: SHOWROOM_ID,
    guest_email: 'late@example.co.id',
    address_recipient_name: 'Dewi Lestari',
    address_recipient_phone: '0812 1111 2222',
    promo_code: promo,
  })
  return body.data.payment_data.order_id
}
const statusOf = async (trxNo: string) =>
  (
    await queryRows<{ status: string }>(
      t.db,
      sql`select status from orders where trx_no = ${trxNo}`,
    )
  )[0]?.status
const promoUses = async () =>
  (
    await queryRows<{ used_count: number }>(
      t.db,
      sql`select used_count from promo_codes where code = 'FIRST5'`,
    )
  )[0]?.used_count
const expireAt = (hoursLater: number) =>
  expireUnpaidOrders(t.app.catalogueWrites, {
    now: new Date(Date.now() + hoursLater * HOUR),
    log: t.app.log,
  })

test('an unpaid order is held 24 hours, then expires and gives back its stock and promo use', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 6 })
  const trxNo = await newOrder(2, 'FIRST5')
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(4)
  expect(await promoUses()).toBe(1)
  await expireAt(23.5)
  expect(await statusOf(trxNo)).toBe('WAITING_PAYMENT')
  await expireAt(24.1)
  expect(await statusOf(trxNo)).toBe('EXPIRED')
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(6)
  expect(await promoUses()).toBe(0)
})

test('runs at once or again return the stock only once', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 3 })
  const trxNo = await newOrder(1)
  const counts = await Promise.all([expireAt(25), expireAt(25), expireAt(25)])
  expect(counts.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(1)
  expect(await expireAt(26)).toBe(0)
  expect(await statusOf(trxNo)).toBe('EXPIRED')
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(3)
})

test('a paid order never expires', async () => {
  await stockAt(t.db, item, { [SHOWROOM_ID]: 3 })
  const trxNo = await newOrder(1)
  await t.db.execute(sql`update orders set status = 'PAID' where trx_no = ${trxNo}`)
  await expireAt(48)
  expect(await statusOf(trxNo)).toBe('PAID')
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(2)
})
