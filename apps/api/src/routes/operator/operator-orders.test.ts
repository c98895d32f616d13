import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Product } from '@store/contract/catalog'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'
import { createMember } from '../../test/members'
import { OPERATOR_TOKEN, callOperator } from '../../test/operator'
import { startMailServer } from '../../test/mail-server'
import type { MailServer } from '../../test/mail-server'
import { queryRows } from '../../test/sql'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { SHOWROOM_ID } from '../checkout/checkout-fixtures'
import { guestPickupOrder, memberDeliveryOrder, notifyPayment, orderState } from '../../test/orders'

let t: TestApp
let mail: MailServer
let item: SizedProduct
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ OPERATOR_TOKEN, SMTP_URL: mail.url, CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

const collect = (order: string, extra: Record<string, string> = {}) =>
  callOperator(t.app, 'POST', 'orders/collect', { order, ...extra })

describe('the operator’s orders', () => {
  test('list the newest first, narrowed to a status when asked', async () => {
    const bill = await guestPickupOrder(t, item, 'listed@example.co.id')
    const state = await orderState(t, bill)
    const all = await callOperator(t.app, 'GET', 'orders', { limit: 5 })
    const listed = all.body.data?.orders as { trx_ref: string; buyer_email: string }[]
    expect(listed[0]).toMatchObject({ trx_ref: state.trx_ref, buyer_email: 'listed@example.co.id' })
    const paid = await callOperator(t.app, 'GET', 'orders', { status: 'paid' })
    const paidRefs = (paid.body.data?.orders as { trx_ref: string }[]).map((o) => o.trx_ref)
    expect(paidRefs).not.toContain(state.trx_ref)
    const wrong = await callOperator(t.app, 'GET', 'orders', { status: 'LOST' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error?.message).toMatch(/^status must be one of WAITING_PAYMENT/)
  })

  test('hand over a pick-up only when it is ready, once, against its own code', async () => {
    const bill = await guestPickupOrder(t, item, 'collector@example.co.id')
    const { trx_ref: ref } = await orderState(t, bill)
    expect((await collect(ref)).body.error?.message).toBe(
      `Order ${ref} is Waiting for Payment; only an order that is Ready for Pick-up can be collected.`,
    )
    await notifyPayment(t, bill)
    t.app.clock.advance(61 * 60_000)
    await t.app.jobs.run('advance-orders')
    await t.app.jobs.run('advance-orders')
    const ready = await orderState(t, bill)
    expect(ready.status).toBe('READY_FOR_PICKUP')
    const wrongCode = ready.pickup_code === '000000' ? '111111' : '000000'
    expect((await collect(ref, { pickup_code: wrongCode })).body.error?.message).toBe(
      `That is not the pick-up code of order ${ref}.`,
    )
    const done = await collect(bill.order_id.toLowerCase(), {
      pickup_code: ready.pickup_code ?? '',
    })
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({ trx_ref: ref, trx_status: 'COMPLETED' })
    expect((await collect(ref)).body.error?.message).toBe(
      `Order ${ref} has already been collected.`,
    )
    const mails = await mail.mailsTo('collector@example.co.id', 4)
    expect(mails.at(-1)?.subject).toBe(`Thank you for collecting your KAINARA order ${ref}`)
  })

  test('refuse to collect a courier order or an order that does not exist', async () => {
    const member = await createMember(t.app, t.db)
    const { trx_ref: ref } = await orderState(t, await memberDeliveryOrder(t, item, member))
    expect((await collect(ref)).body.error?.message).toMatch(/goes by courier/)
    const missing = await collect('INV/20000101/ZZZZZZ')
    expect(missing.status).toBe(400)
    expect(missing.body.error?.message).toBe('There is no order INV/20000101/ZZZZZZ.')
  })
})

test('a waybill booked by hand moves a paid courier order on, once, and is then tracked', async () => {
  const member = await createMember(t.app, t.db)
  const bill = await memberDeliveryOrder(t, item, member)
  const { trx_ref: ref } = await orderState(t, bill)
  const enter = (order: string, no_resi: string) =>
    callOperator(t.app, 'POST', 'orders/waybill', { order, no_resi })
  expect((await enter(ref, '004512345678')).body.error?.message).toMatch(
    /is Waiting for Payment; only a paid order/,
  )
  await notifyPayment(t, bill)
  expect((await enter(ref, 'no spaces')).status).toBe(400)
  expect((await enter(ref, '004512345678')).body.data?.message).toBe(
    `Order ${ref} ships with waybill 004512345678.`,
  )
  expect((await enter(ref, '004599999999')).body.error?.message).toBe(
    `Order ${ref} already has waybill 004512345678.`,
  )
  t.app.clock.advance(2 * 3600_000)
  await t.app.jobs.run('advance-orders')
  expect(await orderState(t, bill)).toMatchObject({ status: 'SHIPPED', no_resi: '004512345678' })
})

describe('the operator’s stock count', () => {
  const sizesOf = async () =>
    (await getJson<{ product: Product }>(t.app, 'product', { id: item.productId })).body.product
      .sizes
  const held = async (showroomId: number) =>
    Number(
      (
        await queryRows<{ qty: number }>(
          t.db,
          sql`select qty from stocks where product_size_id = ${item.productSizeId} and showroom_id = ${showroomId}`,
        )
      )[0]?.qty ?? 0,
    )

  test('sets a size’s stock by product id or code, and the product page shows it at once', async () => {
    // Sold out everywhere, and the product page has cached that answer.
    await t.db.execute(sql`update stocks set qty = 0 where product_size_id = ${item.productSizeId}`)
    await t.app.catalogueWrites.catalogueChanged()
    expect((await sizesOf()).find((s) => s.size_code === item.size)?.is_available).toBe(0)
    const [code] = await queryRows<{ product_code: string }>(
      t.db,
      sql`select product_code from products where id = ${item.productId}`,
    )
    const answer = await callOperator(t.app, 'POST', 'stock', {
      product: code?.product_code ?? '',
      size: item.size,
      showroom_id: SHOWROOM_ID,
      qty: 7,
    })
    expect(answer.body.data).toMatchObject({ previous_qty: 0, qty: 7, size_code: item.size })
    expect(await held(SHOWROOM_ID)).toBe(7)
    expect((await sizesOf()).find((s) => s.size_code === item.size)?.is_available).toBe(1)
    const byId = await callOperator(t.app, 'POST', 'stock', {
      product: String(item.productId),
      size: item.size.toLowerCase(),
      showroom_id: SHOWROOM_ID,
      qty: 0,
    })
    expect(byId.body.data).toMatchObject({ product_detail_id: item.productId, previous_qty: 7 })
    expect((await sizesOf()).find((s) => s.size_code === item.size)?.is_available).toBe(0)
  })

  test('names what is wrong: an unknown product, size or showroom, or a bad quantity', async () => {
    const send = (body: Record<string, unknown>) =>
      callOperator(t.app, 'POST', 'stock', {
        product: String(item.productId),
        size: item.size,
        showroom_id: SHOWROOM_ID,
        qty: 1,
        ...body,
      })
    expect((await send({ product: 'NO-SUCH-CODE' })).body.error?.message).toBe(
      'There is no product NO-SUCH-CODE.',
    )
    expect((await send({ size: 'XXXXL' })).body.error?.message).toMatch(/has no size XXXXL\.$/)
    expect((await send({ showroom_id: 99999 })).body.error?.message).toBe(
      'There is no showroom 99999.',
    )
    expect((await send({ qty: -1 })).body.error?.message).toBe('qty must be 0 or more.')
    expect((await send({ qty: 2.5 })).body.error?.message).toBe('qty must be a whole number.')
  })
})

describe('the operator’s general settings', () => {
  const popup = async () =>
    (
      await getJson<{ general_settings: { key: string; value: string }[] }>(
        t.app,
        'master/page/home',
      )
    ).body.general_settings.find((setting) => setting.key === 'INTERSTITIAL_IMAGE_DESKTOP_HM')
      ?.value

  test('switch the home popup off and on again, and home answers show it at once', async () => {
    const seeded = await popup()
    expect(seeded).toMatch(/^\/media\//)
    const off = await callOperator(t.app, 'POST', 'settings', {
      key: 'INTERSTITIAL_IMAGE_DESKTOP_HM',
    })
    expect(off.body.data).toEqual({
      key: 'INTERSTITIAL_IMAGE_DESKTOP_HM',
      previous: seeded,
      value: '',
    })
    expect(await popup()).toBeUndefined()
    const on = await callOperator(t.app, 'POST', 'settings', {
      key: 'INTERSTITIAL_IMAGE_DESKTOP_HM',
      value: '/media/banners/popup.svg',
    })
    expect(on.body.data).toMatchObject({ previous: '', value: '/media/banners/popup.svg' })
    expect(await popup()).toBe('/media/banners/popup.svg')
  })

  test('refuse a key that is not a general setting and a value that is not an address', async () => {
    const send = (body: Record<string, unknown>) => callOperator(t.app, 'POST', 'settings', body)
    const unknownKey = await send({ key: 'HASHTAG_SECTION_TITLE', value: '/x' })
    expect(unknownKey.status).toBe(400)
    expect(unknownKey.body.error?.message).toBe(
      'key must be one of INTERSTITIAL_IMAGE_DESKTOP_HM, HOME_VIDEO_HM.',
    )
    const notAnAddress = await send({
      key: 'INTERSTITIAL_IMAGE_DESKTOP_HM',
      value: 'javascript:alert(1)',
    })
    expect(notAnAddress.status).toBe(400)
    expect(notAnAddress.body.error?.message).toMatch(/^value must be a path on this store/)
    expect(await popup()).toBe('/media/banners/popup.svg')
  })
})
