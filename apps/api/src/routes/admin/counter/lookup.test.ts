import { afterAll, beforeAll, expect, test } from 'vitest'
import { COUNTER_MESSAGES, pickupQrText } from '@store/contract/admin/counter'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { SHOWROOM_ID } from '../../checkout/checkout-fixtures'
import { guestPickupOrder, orderState } from '../../../test/orders'
import { moveOrder } from '../../../orders/order-moves.repository'
import { givePickupCode, readyPickup } from './counter-fixtures'

let t: TestApp
let item: SizedProduct
let clerk: TestStaff
let elsewhere: TestStaff
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  clerk = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
  elsewhere = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID + 1])
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

type Answer = { data: { trx_ref: string; buyer_name: string; lines: unknown[] } }
const lookUp = (code: string, staff: TestStaff = clerk) =>
  callAdmin<Answer & { error: { message: string } }>(
    t.app,
    'POST',
    'counter/lookup',
    { code },
    staff,
  )

test('a scanned QR, the typed code and the code with its order number all find the ready order', async () => {
  const { order } = await readyPickup(t, item)
  const code = order.pickup_code ?? ''
  const short = order.trx_ref.slice(0, 8)
  for (const input of [pickupQrText(order.trx_ref, code), code, `ORDER #${short} ${code}`]) {
    const { status, body } = await lookUp(input)
    expect(status, input).toBe(200)
    expect(body.data).toMatchObject({
      trx_ref: order.trx_ref,
      buyer_name: expect.stringMatching(/^counter-\d+$/) as string,
    })
    expect(body.data.lines).toEqual([
      {
        product_name: expect.any(String) as string,
        size_code: item.size,
        qty: 1,
        image_url: expect.stringMatching(/^\//) as string,
      },
    ])
  }
})

test('a clerk whose back office reads Bahasa is told in Bahasa why a code finds nothing', async () => {
  const asked = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/counter/lookup',
      headers: { authorization: clerk.authorization, 'accept-language': 'id' },
      payload: { code },
    })
  const unknown = await asked('000001')
  expect(unknown.statusCode).toBe(404)
  expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
    'Tidak ada pengambilan dengan kode 000001. Periksa angkanya, atau pindai QR di email pembeli.',
  )
  const garbage = await asked('https://example.com/not-a-pickup')
  expect(garbage.statusCode).toBe(400)
  expect(garbage.json<{ error: { message: string } }>().error.message).toBe(
    'Pindai QR di email pembeli, atau ketik 6 digit kode pengambilan (beserta nomor pesanan jika ada).',
  )
})

test('a code no order has, or text that is no code, is refused with what to do', async () => {
  const unknown = await lookUp('000001')
  expect(unknown.status).toBe(404)
  expect(unknown.body.error.message).toBe(COUNTER_MESSAGES.noSuchCode('000001'))
  const garbage = await lookUp('https://example.com/not-a-pickup')
  expect(garbage.status).toBe(400)
  expect(garbage.body.error.message).toBe(COUNTER_MESSAGES.unreadable)
})

test('a showroom account is refused another showroom’s pick-up; the owner sees every showroom', async () => {
  const { order } = await readyPickup(t, item)
  const refused = await lookUp(order.pickup_code ?? '', elsewhere)
  expect(refused.status).toBe(403)
  expect(refused.body.error.message).toMatch(
    new RegExp(`^Order ${order.trx_ref} is to be collected at .+, not here`),
  )
  expect((await lookUp(order.pickup_code ?? '', owner)).status).toBe(200)
})

test('an unpaid order, a wrong code and an order still being prepared are refused with the reason', async () => {
  const bill = await guestPickupOrder(t, item, 'unpaid@example.co.id')
  const unpaid = await orderState(t, bill)
  const waiting = await lookUp(`${unpaid.trx_ref.slice(0, 8)} 123456`)
  expect(waiting.status).toBe(409)
  expect(waiting.body.error.message).toBe(COUNTER_MESSAGES.unpaid(unpaid.trx_ref))

  const { order } = await readyPickup(t, item)
  const wrong = order.pickup_code === '999999' ? '999998' : '999999'
  const mistyped = await lookUp(pickupQrText(order.trx_ref, wrong))
  expect(mistyped.status).toBe(400)
  expect(mistyped.body.error.message).toBe(COUNTER_MESSAGES.wrongCode(order.trx_ref))

  await t.db.execute(`update orders set status = 'PROCESSED' where id = ${order.id}`)
  const early = await lookUp(order.pickup_code ?? '')
  expect(early.status).toBe(409)
  expect(early.body.error.message).toBe(COUNTER_MESSAGES.notReady(order.trx_ref))
})

test('an order already collected is refused with when it was collected', async () => {
  const { order } = await readyPickup(t, item)
  await moveOrder(t.db, order.id, 'READY_FOR_PICKUP', 'COMPLETED', {
    completedAt: new Date('2026-11-20T05:30:00Z'),
  })
  const again = await lookUp(order.pickup_code ?? '')
  expect(again.status).toBe(409)
  expect(again.body.error.message).toBe(
    `Order ${order.trx_ref} has already been collected (20 Nov 2026 12:30 WIB).`,
  )
})

test('a typed code shared by an old collected order finds the ready one; two ready ones ask for the number', async () => {
  const old = await readyPickup(t, item)
  await moveOrder(t.db, old.order.id, 'READY_FOR_PICKUP', 'COMPLETED')
  const fresh = await readyPickup(t, item)
  await givePickupCode(t, old.order.id, '482913')
  await givePickupCode(t, fresh.order.id, '482913')
  expect((await lookUp('482913')).body.data.trx_ref).toBe(fresh.order.trx_ref)

  const twin = await readyPickup(t, item)
  await givePickupCode(t, twin.order.id, '482913')
  const shared = await lookUp('482913')
  expect(shared.status).toBe(409)
  expect(shared.body.error.message).toBe(COUNTER_MESSAGES.sharedCode('482913'))
  const named = await lookUp(`ORDER #${twin.order.trx_ref.slice(0, 8)} 482913`)
  expect(named.body.data.trx_ref).toBe(twin.order.trx_ref)
})
