import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { ShippingOption } from '@store/contract/checkout'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import { promoDiscount } from '@store/contract/pricing'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi, signUpMember } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { queryRows } from '../../test/sql'
import { newDevice, sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { BANDUNG_DISTRICT, HUB_ID, SHOWROOM_ID, heldAt, stockAt } from './checkout-fixtures'

let t: TestApp
let item: SizedProduct
let buyer: SignedUpMember
let other: SignedUpMember
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  await t.db.execute(sql`update promo_bundles set is_active = false`)
  await t.db.execute(sql`update products set net_price = 400000, disc_percent = 0, disc_nominal = 0
    where id = ${item.productId}`)
  await t.app.catalogueWrites.catalogueChanged()
  buyer = await signUpMember(t.app)
  other = await signUpMember(t.app)
})
afterAll(async () => t.close())

async function addressOf(member: SignedUpMember) {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into user_addresses (user_id, label, recipient_name, recipient_phone, recipient_zip,
          address_street, province_id, city_id, subdistrict_id, is_primary)
        select id, 'Home', 'Sari', '081234567890', '40151', 'Jl. Dago 12', 32, 3273, ${BANDUNG_DISTRICT}, false
        from users where email = ${member.email} returning id`,
  )
  return Number(row?.id)
}

async function memberCart(member: SignedUpMember, device: string) {
  const line = {
    local_device_id: device,
    product_detail_id: item.productId,
    size: item.size,
    qty: 2,
  }
  await callApi(t.app, 'POST', 'cart', line, { token: member.token })
}

test('a member orders delivery with a promo; a shipping cost that is not the courier’s is refused', async () => {
  await stockAt(t.db, item, { [HUB_ID]: 10 })
  const device = newDevice()
  await memberCart(buyer, device)
  const quotes = await callApi<{ data: { sicepat: ShippingOption[] } }>(
    t.app,
    'POST',
    'checkout-shipping',
    { local_device_id: device, showroom_id: HUB_ID, subdistrict_id: BANDUNG_DISTRICT },
    { token: buyer.token },
  )
  const reg = quotes.body.data.sicepat.find((option) => option.service === 'REG')
  if (!reg) throw new Error('no REG quote')
  const payload = {
    local_device_id: device,
    shipping_type: 'ONLINE_DELIVERY',
    showroom_id: HUB_ID,
    user_address_id: await addressOf(buyer),
    shipping_courier: 'sicepat',
    shipping_service_name: 'REG',
    shipping_cost: reg.tariff - 1000,
    promo_code: 'kainara10',
  }
  const cheap = await callApi<{ error: { message: string } }>(
    t.app,
    'POST',
    'checkout-trx',
    payload,
    { token: buyer.token },
  )
  expect(cheap.status).toBe(400)
  expect(cheap.body.error.message).toBe(CHECKOUT_MESSAGES.shippingCostChanged)
  expect(await heldAt(t.db, item, HUB_ID)).toBe(10)

  const made = await callApi<{ data: { payment_data: { order_id: string; bill_total: string } } }>(
    t.app,
    'POST',
    'checkout-trx',
    { ...payload, shipping_cost: reg.tariff },
    { token: buyer.token },
  )
  expect(made.status).toBe(200)
  const discount = promoDiscount(800000, { disc_percent: 10, disc_nominal: 0, disc_max: 100000 })
  expect(Number(made.body.data.payment_data.bill_total)).toBe(800000 - discount + reg.tariff)
  expect(await heldAt(t.db, item, HUB_ID)).toBe(8)
  const [use] = await queryRows<{ used_count: number }>(
    t.db,
    sql`select used_count from promo_codes where code = 'KAINARA10'`,
  )
  expect(use?.used_count).toBe(1)
})

test('another member’s saved address is refused like a missing one', async () => {
  await stockAt(t.db, item, { [HUB_ID]: 10 })
  const device = newDevice()
  await memberCart(other, device)
  const answer = await callApi<{ error: { message: string } }>(
    t.app,
    'POST',
    'checkout-trx',
    {
      local_device_id: device,
      shipping_type: 'ONLINE_DELIVERY',
      showroom_id: HUB_ID,
      user_address_id: await addressOf(buyer),
      shipping_courier: 'sicepat',
      shipping_service_name: 'REG',
      shipping_cost: 10000,
    },
    { token: other.token },
  )
  expect(answer.status).toBe(400)
  expect(answer.body.error.message).toBe(MESSAGES.chooseAddress)
})

test('courier delivery from a showroom that is not a hub, or with an expired code, makes nothing', async () => {
  await stockAt(t.db, item, { [HUB_ID]: 10, [SHOWROOM_ID]: 10 })
  const device = newDevice()
  await memberCart(buyer, device)
  const base = {
    local_device_id: device,
    shipping_type: 'ONLINE_DELIVERY',
    showroom_id: SHOWROOM_ID,
    user_address_id: await addressOf(buyer),
    shipping_courier: 'sicepat',
    shipping_service_name: 'REG',
    shipping_cost: 10000,
  }
  const notHub = await callApi<{ error: { message: string } }>(
    t.app,
    'POST',
    'checkout-trx',
    base,
    {
      token: buyer.token,
    },
  )
  expect(notHub.body.error.message).toBe(CHECKOUT_MESSAGES.showroomNotHub)
  const quotes = await callApi<{ data: { sicepat: ShippingOption[] } }>(
    t.app,
    'POST',
    'checkout-shipping',
    { local_device_id: device, showroom_id: HUB_ID, subdistrict_id: BANDUNG_DISTRICT },
    { token: buyer.token },
  )
  const tariff = quotes.body.data.sicepat.find((option) => option.service === 'REG')?.tariff
  const expired = await callApi<{ error: { message: string } }>(
    t.app,
    'POST',
    'checkout-trx',
    { ...base, showroom_id: HUB_ID, shipping_cost: tariff, promo_code: 'LEBARAN2025' },
    { token: buyer.token },
  )
  expect(expired.status).toBe(400)
  expect(expired.body.error.message).toBe(CHECKOUT_MESSAGES.promoExpired)
  expect(await heldAt(t.db, item, HUB_ID)).toBe(10)
  expect(await heldAt(t.db, item, SHOWROOM_ID)).toBe(10)
})
