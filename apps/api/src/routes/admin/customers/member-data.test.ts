import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { ERASED_BUYER, ERASE_MESSAGES } from '@store/contract/admin/customer-data'
import type { CustomerDataExport } from '@store/contract/admin/customer-data'
import type { Product } from '@store/contract/catalog'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { getJson } from '../../../test/inject'
import { callApi, createMember } from '../../../test/members'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { queryRows } from '../../../test/sql'
import { newDevice, sizedProducts } from '../../cart/cart-fixtures'
import { SHOWROOM_ID, stockAt } from '../../checkout/checkout-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { orderAs, reviewCalls } from '../../reviews/review-fixtures'

let t: TestApp
let owner: TestStaff
let items: SizedProduct[]
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
  items = await sizedProducts(t.db, 3)
})
afterAll(async () => t.close())

/** A member with a completed order reviewed, an address, a cart line and the newsletter. */
async function memberWithHistory() {
  const member = await createMember(t.app, t.db)
  const [line] = await orderAs(t, member, items.slice(0, 1), 'COMPLETED')
  await reviewCalls(t).submit(member.token, {
    order_detail_id: line?.id,
    rating: 2,
    comment: 'Kainnya tipis.',
  })
  await callApi(t.app, 'POST', 'user/newsletter/subscribe', {}, { token: member.token })
  await t.db.execute(
    sql`insert into user_addresses (user_id, label, recipient_name, recipient_phone, recipient_zip,
          address_street, province_id, city_id, subdistrict_id, is_primary)
        values (${member.id}, 'Kantor', 'Sari W.', '081299990000', '10110', 'Jl. Sudirman 1', 31, 3171, 317101, true)`,
  )
  const item = items[1] as SizedProduct
  await stockAt(t.db, item, { [SHOWROOM_ID]: 5 })
  const added = await callApi(
    t.app,
    'POST',
    'cart',
    { local_device_id: newDevice(), product_detail_id: item.productId, size: item.size, qty: 1 },
    { token: member.token },
  )
  if (added.status !== 200) throw new Error(JSON.stringify(added.body))
  return member
}

const productRating = async (productId: number) =>
  (await getJson<{ product: Product }>(t.app, 'product', { id: productId })).body.product.rating

describe("a member's personal data", () => {
  test('the export holds the account, addresses, orders with lines, reviews, newsletter and cart, and is audited', async () => {
    const member = await memberWithHistory()
    const answer = await callAdmin<{ data: CustomerDataExport }>(
      t.app,
      'GET',
      'customers/member/export',
      { id: member.id },
      owner,
    )
    expect(answer.status).toBe(200)
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="kainara-member-\d+-\d{8}\.json"$/,
    )
    const data = answer.body.data
    expect(data.account).toMatchObject({ id: member.id, name: member.name, email: member.email })
    expect(data.addresses).toEqual([
      expect.objectContaining({
        label: 'Kantor',
        recipient_phone: '081299990000',
        street: 'Jl. Sudirman 1',
      }),
    ])
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]?.buyer_email).toBe(member.email)
    expect(data.orders[0]?.lines).toEqual([
      expect.objectContaining({ qty: 1, size_code: items[0]?.size }),
    ])
    expect(data.reviews).toEqual([
      expect.objectContaining({ rating: 2, comment: 'Kainnya tipis.', hidden: false }),
    ])
    expect(data.newsletter?.status).toBe('SUBSCRIBED')
    expect(data.cart).toEqual([expect.objectContaining({ size_code: items[1]?.size, qty: 1 })])
    expect(data.notifications.length).toBeGreaterThan(0)
    const [audit] = await queryRows<{ actor: string; entity_id: string }>(
      t.db,
      sql`select actor, entity_id from audit_log where action = 'customer.export' order by id desc limit 1`,
    )
    expect(audit).toEqual({ actor: owner.email, entity_id: String(member.id) })
  })

  test('erasing keeps the orders anonymised with the same totals, and the member can no longer sign in', async () => {
    const member = await memberWithHistory()
    const productId = (items[0] as SizedProduct).productId
    const before = await productRating(productId)
    const [sums] = await queryRows<{ n: number; total: string }>(
      t.db,
      sql`select count(*)::int as n, sum(grand_total)::text as total from orders`,
    )
    const [order] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from orders where user_id = ${member.id}`,
    )
    const mismatch = await callAdmin(
      t.app,
      'POST',
      'customers/member/erase',
      { id: member.id, email: 'someone@else.id' },
      owner,
    )
    expect(mismatch.status).toBe(400)
    expect(mismatch.body).toEqual({ error: { message: ERASE_MESSAGES.mismatch } })

    const erased = await callAdmin(
      t.app,
      'POST',
      'customers/member/erase',
      { id: member.id, email: ` ${member.email.toUpperCase()} ` },
      owner,
    )
    expect(erased.status).toBe(200)
    expect(erased.body).toEqual({ data: { message: ERASE_MESSAGES.erased, orders_anonymised: 1 } })

    const [after] = await queryRows<{ n: number; total: string }>(
      t.db,
      sql`select count(*)::int as n, sum(grand_total)::text as total from orders`,
    )
    expect(after).toEqual(sums)
    const [kept] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select user_id, buyer_name, buyer_email, recipient_name, recipient_phone, address_street
          from orders where id = ${order?.id}`,
    )
    expect(kept).toEqual({
      user_id: null,
      buyer_name: ERASED_BUYER.name,
      buyer_email: ERASED_BUYER.email,
      recipient_name: null,
      recipient_phone: null,
      address_street: null,
    })
    const left = await queryRows<{ n: number }>(
      t.db,
      sql`select (select count(*) from users where id = ${member.id})
          + (select count(*) from user_addresses where user_id = ${member.id})
          + (select count(*) from access_tokens where user_id = ${member.id})
          + (select count(*) from carts where user_id = ${member.id})
          + (select count(*) from reviews where user_id = ${member.id})
          + (select count(*) from newsletter_subscriptions where email = ${member.email}) as n`,
    )
    expect(Number(left[0]?.n)).toBe(0)
    const signIn = await callApi(t.app, 'POST', 'auth/sign-in', {
      email: member.email,
      password: member.password,
    })
    expect(signIn.status).toBe(400)
    const session = await callApi(t.app, 'GET', 'user/profile', {}, { token: member.token })
    expect(session.status).toBe(401)
    // The erased review no longer counts on the product page, cached or not.
    expect((await productRating(productId)).count).toBe(before.count - 1)

    const [audit] = await queryRows<{
      actor: string
      entity_id: string
      before: unknown
      after: unknown
    }>(
      t.db,
      sql`select actor, entity_id, before, after from audit_log where action = 'customer.erase' order by id desc limit 1`,
    )
    expect(audit).toEqual({
      actor: owner.email,
      entity_id: String(member.id),
      before: null,
      after: { orders_anonymised: 1, reviews_erased: 1 },
    })
    expect(JSON.stringify(audit)).not.toContain(member.email)
    const again = await callAdmin(
      t.app,
      'POST',
      'customers/member/erase',
      { id: member.id, email: member.email },
      owner,
    )
    expect(again.status).toBe(404)
  })

  test('a member with an order still on its way is not erased, and nothing changes', async () => {
    const member = await createMember(t.app, t.db)
    await orderAs(t, member, items.slice(2, 3), 'PAID')
    const refused = await callAdmin(
      t.app,
      'POST',
      'customers/member/erase',
      { id: member.id, email: member.email },
      owner,
    )
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ error: { message: ERASE_MESSAGES.inProgress } })
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id = ${member.id}`,
    )
    expect(Number(row?.n)).toBe(1)
  })

  test('SHOWROOM and STAFF accounts are refused every personal-data call; STAFF still moderate reviews', async () => {
    const member = await createMember(t.app, t.db)
    const showroom = await createTestStaff(t.app, 'SHOWROOM', [2])
    const staff = await createTestStaff(t.app, 'STAFF')
    const calls = [
      ['GET', 'customers/members', {}],
      ['GET', 'customers/guests', {}],
      ['GET', 'customers/member', { id: member.id }],
      ['GET', 'customers/member/export', { id: member.id }],
      ['POST', 'customers/member/erase', { id: member.id, email: member.email }],
      ['GET', 'reviews', {}],
    ] as const
    for (const [method, path, payload] of calls)
      expect((await callAdmin(t.app, method, path, payload, showroom)).status, path).toBe(403)
    for (const [method, path, payload] of calls.slice(0, 5))
      expect((await callAdmin(t.app, method, path, payload, staff)).status, path).toBe(403)
    expect((await callAdmin(t.app, 'GET', 'reviews', {}, staff)).status).toBe(200)
    for (const account of [showroom, staff]) {
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/admin/newsletter/export',
        headers: { authorization: account.authorization },
      })
      expect(csv.statusCode).toBe(403)
    }
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where id = ${member.id}`,
    )
    expect(Number(row?.n)).toBe(1)
  })
})
