import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { MESSAGES } from '@store/contract/messages'
import { CHECKOUT_MESSAGES, promoMinimumMessage } from '@store/contract/checkout-messages'
import type { Promo } from '@store/contract/checkout'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { postJson } from '../../test/inject'
import { cartCalls, newDevice, sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { HUB_ID, stockAt } from './checkout-fixtures'

let t: TestApp
let calls: ReturnType<typeof cartCalls>
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  calls = cartCalls(t.app)
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  await stockAt(t.db, item, { [HUB_ID]: 50 })
  await t.db.execute(sql`update products set net_price = 200000, disc_percent = 0, disc_nominal = 0
    where id = ${item.productId}`)
  // The minimums below are about the code alone; bundles have their own tests.
  await t.db.execute(sql`update promo_bundles set is_active = false`)
  await t.app.catalogueWrites.catalogueChanged()
})
afterAll(async () => t.close())

async function tryCode(code: string, qty = 1, language?: string) {
  const device = newDevice()
  await calls.add(device, item, qty)
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/checkout-promo-code',
    payload: { local_device_id: device, promo_code: code, showroom_id: HUB_ID },
    headers: language ? { 'accept-language': language } : {},
  })
  type Answer = { data: { promo: Promo; total_purchase: number }; error: { message: string } }
  return { status: response.statusCode, body: response.json<Answer>() }
}

test('a running code answers its rule and the purchase it applies to, whatever its case', async () => {
  const { status, body } = await tryCode('kainara10', 2)
  expect(status).toBe(200)
  expect(body.data.promo).toEqual({
    code: 'KAINARA10',
    category: 'PRODUCT',
    disc_percent: 10,
    disc_nominal: 0,
    disc_max: 100000,
  })
  expect(body.data.total_purchase).toBe(400000)
})

test('a purchase under the minimum is refused with the minimum named', async () => {
  const { status, body } = await tryCode('KAINARA10', 1)
  expect(status).toBe(400)
  expect(body.error.message).toBe(promoMinimumMessage(300000))
  expect(body.error.message).toBe('This promo code needs a purchase of at least IDR 300.000.')
})

test('a Bahasa shopper under the minimum reads it in Bahasa, in Rp', async () => {
  const { status, body } = await tryCode('KAINARA10', 1, 'id')
  expect(status).toBe(400)
  expect(body.error.message).toBe('Kode promo ini berlaku untuk pembelian minimal Rp 300.000.')
  const expired = await tryCode('LEBARAN2025', 1, 'id')
  expect(expired.body.error.message).not.toBe(CHECKOUT_MESSAGES.promoExpired)
})

test('an expired code, an unknown code and a used-up code each say why', async () => {
  expect((await tryCode('LEBARAN2025')).body.error.message).toBe(CHECKOUT_MESSAGES.promoExpired)
  expect((await tryCode('NOSUCHCODE')).body.error.message).toBe(MESSAGES.promoInvalid)
  await t.db.execute(sql`update promo_codes set used_count = usage_limit where code = 'FIRST5'`)
  expect((await tryCode('FIRST5')).body.error.message).toBe(CHECKOUT_MESSAGES.promoUsedUp)
})

test('a blank code is the spec refusal', async () => {
  const device = newDevice()
  const { status, body } = await postJson(t.app, 'checkout-promo-code', {
    local_device_id: device,
    promo_code: ' ',
    showroom_id: HUB_ID,
  })
  expect(status).toBe(400)
  expect(body).toMatchObject({ error: { message: MESSAGES.promoRequired } })
})
