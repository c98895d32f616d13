import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { promoMemberLimitMessage } from '@store/contract/checkout-messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi, createMember } from '../../test/members'
import { queryRows } from '../../test/sql'
import { newDevice, sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { SHOWROOM_ID, stockAt } from './checkout-fixtures'
import { findPromoCode, takePromoUse } from '../../orders/place/promo-code.repository'

const CODE = 'ONCEEACH'
let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  await stockAt(t.db, item, { [SHOWROOM_ID]: 100 })
  await t.db
    .execute(sql`insert into promo_codes (code, category, disc_percent, disc_max, usage_limit_per_member)
    values (${CODE}, 'PRODUCT', 10, 50000, 1)`)
})
afterAll(async () => t.close())

type Member = Awaited<ReturnType<typeof createMember>>

async function fillCart(token: string | null, device = newDevice()) {
  const answer = await callApi(
    t.app,
    'POST',
    'cart',
    { local_device_id: device, product_detail_id: item.productId, size: item.size, qty: 1 },
    { token },
  )
  expect(answer.status).toBe(200)
  return device
}

const applyCode = (token: string | null, device: string) =>
  callApi<{ error: { message: string } }>(
    t.app,
    'POST',
    'checkout-promo-code',
    { local_device_id: device, promo_code: CODE.toLowerCase(), showroom_id: SHOWROOM_ID },
    { token },
  )

const placeOrder = (token: string | null, device: string) =>
  callApi<{ error: { message: string } }>(
    t.app,
    'POST',
    'checkout-trx',
    {
      local_device_id: device,
      shipping_type: 'PICKUP_ON_STORE',
      address_recipient_name: 'Dewi Lestari',
      address_recipient_phone: '0812 1111 2222',
      showroom_id: SHOWROOM_ID,
      promo_code: CODE,
      ...(token ? {} : { guest_email: 'guest.promo@example.co.id' }),
    },
    { token },
  )

async function usesOf(member: Member) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from promo_code_uses u join promo_codes c on c.id = u.promo_code_id
        where c.code = ${CODE} and u.user_id = ${member.id}`,
  )
  return Number(row?.n ?? 0)
}

test('a member who has used a code as often as it allows is told so when applying it and when ordering', async () => {
  const member = await createMember(t.app, t.db)
  const device = await fillCart(member.token)
  expect((await applyCode(member.token, device)).status).toBe(200)
  expect((await placeOrder(member.token, device)).status).toBe(200)

  const again = await fillCart(member.token)
  const applied = await applyCode(member.token, again)
  expect(applied.status).toBe(400)
  expect(applied.body.error.message).toBe(promoMemberLimitMessage(1))
  const ordered = await placeOrder(member.token, again)
  expect(ordered.status).toBe(400)
  expect(ordered.body.error.message).toBe(promoMemberLimitMessage(1))
  expect(await usesOf(member)).toBe(1)
})

test('two orders submitted at once by one member cannot both use a code allowed once per member', async () => {
  const member = await createMember(t.app, t.db)
  const first = await fillCart(member.token)
  const answers = await Promise.all([
    placeOrder(member.token, first),
    placeOrder(member.token, newDevice()),
  ])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
  expect(await usesOf(member)).toBe(1)
})

test('the count taken under the code lock refuses a use the earlier check let through', async () => {
  const member = await createMember(t.app, t.db)
  const device = await fillCart(member.token)
  expect((await placeOrder(member.token, device)).status).toBe(200)
  const promo = await findPromoCode(t.db, CODE)
  if (!promo) throw new Error('no code')
  const [order] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from orders where user_id = ${member.id} order by id desc limit 1`,
  )
  const result = await t.db
    .transaction(async (tx) => {
      const outcome = await takePromoUse(tx, promo, {
        orderId: Number(order?.id),
        userId: member.id,
      })
      throw Object.assign(new Error('roll back'), { outcome })
    })
    .catch((error: { outcome?: string }) => error.outcome)
  expect(result).toBe('member-limit')
  expect(await usesOf(member)).toBe(1)
})

test('a guest has no count per member: the total limit alone bounds them', async () => {
  const orders = []
  for (let i = 0; i < 2; i += 1) orders.push(await placeOrder(null, await fillCart(null)))
  expect(orders.map((answer) => answer.status)).toEqual([200, 200])
})
