import { afterAll, beforeAll, expect, test } from 'vitest'
import { MESSAGES } from '@store/contract/messages'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import type { CheckoutAvailability } from '@store/contract/checkout'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { postJson } from '../../test/inject'
import { cartCalls, newDevice, sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { BANDUNG_DISTRICT, HUB_ID, SHOWROOM_ID, stockAt } from './checkout-fixtures'

let t: TestApp
let calls: ReturnType<typeof cartCalls>
let shirt: SizedProduct
let dress: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  calls = cartCalls(t.app)
  const items = await sizedProducts(t.db, 40)
  const first = items[0]
  const other = items.find((item) => item.productId !== first?.productId)
  if (!first || !other) throw new Error('no products')
  shirt = first
  dress = other
})
afterAll(async () => t.close())

test('availability lists the hubs and showrooms that hold the cart, online only from hubs', async () => {
  await stockAt(t.db, shirt, { [HUB_ID]: 3, [SHOWROOM_ID]: 2 })
  const device = newDevice()
  await calls.add(device, shirt, 2)
  const { status, body } = await postJson<CheckoutAvailability>(t.app, 'checkout', {
    local_device_id: device,
  })
  expect(status).toBe(200)
  expect(body.available_online).toBe(true)
  expect(body.available_stores_online.map((s) => s.id)).toEqual([HUB_ID])
  expect(body.available_stores.map((s) => s.id).sort()).toEqual([HUB_ID, SHOWROOM_ID])
  expect(body.available_stores_by_region.flatMap((r) => r.showrooms).length).toBe(2)
})

test('online delivery is not offered when no hub holds anything of the cart', async () => {
  await stockAt(t.db, shirt, { [SHOWROOM_ID]: 2 })
  const device = newDevice()
  await calls.add(device, shirt, 1)
  const { body } = await postJson<CheckoutAvailability>(t.app, 'checkout', {
    local_device_id: device,
  })
  expect(body.available_online).toBe(false)
  expect(body.available_stores_online).toEqual([])
  expect(body.available_on_store).toBe(true)
})

test('an empty cart cannot check out', async () => {
  const { status, body } = await postJson(t.app, 'checkout', { local_device_id: newDevice() })
  expect(status).toBe(400)
  expect(body).toMatchObject({ error: { message: MESSAGES.cartEmpty } })
})

test('the showroom check says how much of each line it can supply', async () => {
  await stockAt(t.db, shirt, { [SHOWROOM_ID]: 1, [HUB_ID]: 5 })
  await stockAt(t.db, dress, { [HUB_ID]: 5 })
  const device = newDevice()
  await calls.add(device, shirt, 3)
  await calls.add(device, dress, 1)
  const { body } = await postJson<{ data: { cart_items_availability: { qty: number }[] } }>(
    t.app,
    'check-showroom-stock-availability',
    { local_device_id: device, showroom_id: SHOWROOM_ID },
  )
  expect(body.data.cart_items_availability.map((line) => line.qty)).toEqual([1, 0])
})

test('shipping quotes come from the courier under data.sicepat, only from a hub', async () => {
  await stockAt(t.db, shirt, { [HUB_ID]: 5, [SHOWROOM_ID]: 5 })
  const device = newDevice()
  await calls.add(device, shirt, 1)
  const payload = { local_device_id: device, subdistrict_id: BANDUNG_DISTRICT }
  const quoted = await postJson<{ data: { sicepat: { service: string; tariff: number }[] } }>(
    t.app,
    'checkout-shipping',
    { ...payload, showroom_id: HUB_ID },
  )
  expect(quoted.status).toBe(200)
  expect(quoted.body.data.sicepat.map((option) => option.service)).toContain('REG')
  expect(quoted.body.data.sicepat.every((option) => option.tariff > 0)).toBe(true)
  const refused = await postJson(t.app, 'checkout-shipping', {
    ...payload,
    showroom_id: SHOWROOM_ID,
  })
  expect(refused.status).toBe(400)
  expect(refused.body).toMatchObject({ error: { message: CHECKOUT_MESSAGES.showroomNotHub } })
})

test('a district the store does not know is refused', async () => {
  await stockAt(t.db, shirt, { [HUB_ID]: 5 })
  const device = newDevice()
  await calls.add(device, shirt, 1)
  const { status } = await postJson(t.app, 'checkout-shipping', {
    local_device_id: device,
    showroom_id: HUB_ID,
    subdistrict_id: 999999,
  })
  expect(status).toBe(400)
})
