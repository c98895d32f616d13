import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { GuestRow, MemberDetail, MemberRow } from '@store/contract/admin/customers'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { callApi, signUpMember } from '../../../test/members'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { orderAs } from '../../reviews/review-fixtures'
import { placeDeliveryOrder } from '../../orders/order-fixtures'
import { HUB_ID, stockAt } from '../../checkout/checkout-fixtures'
import { queryRows } from '../../../test/sql'

let t: TestApp
let staff: TestStaff
let items: SizedProduct[]
beforeAll(async () => {
  t = await createTestApp()
  // Customers are the OWNER's to read (decision 085).
  staff = await createTestStaff(t.app, 'OWNER')
  items = await sizedProducts(t.db, 4)
})
afterAll(async () => t.close())

type Members = { data: { members: MemberRow[]; total: number } }
type Guests = { data: { guests: GuestRow[]; total: number } }

const grandTotals = async (email: string) =>
  (
    await queryRows<{ status: string; grand_total: number }>(
      t.db,
      sql`select o.status, o.grand_total from orders o join users u on u.id = o.user_id
          where u.email = ${email}`,
    )
  ).map((row) => ({ status: row.status, total: Number(row.grand_total) }))

describe('members', () => {
  test('a member is listed with their orders, what they spent on paid orders only, and newsletter state', async () => {
    const member = await signUpMember(t.app, { name: 'Rina Kusuma Wardani' })
    await orderAs(t, member, items.slice(0, 1), 'COMPLETED')
    await orderAs(t, member, items.slice(1, 2), 'PAID')
    await orderAs(t, member, items.slice(2, 3), 'EXPIRED')
    await callApi(t.app, 'POST', 'user/newsletter/subscribe', {}, { token: member.token })
    const spent = (await grandTotals(member.email))
      .filter((order) => order.status !== 'EXPIRED')
      .reduce((sum, order) => sum + order.total, 0)
    const found = await callAdmin<Members>(
      t.app,
      'GET',
      'customers/members',
      { q: 'kusuma' },
      staff,
    )
    expect(found.status).toBe(200)
    expect(found.body.data.members).toEqual([
      expect.objectContaining({
        name: 'Rina Kusuma Wardani',
        email: member.email,
        order_count: 3,
        total_spent: spent,
        newsletter: 'SUBSCRIBED',
        last_order_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as unknown,
      }),
    ])
    expect(spent).toBeGreaterThan(0)
    const byEmail = await callAdmin<Members>(
      t.app,
      'GET',
      'customers/members',
      { q: member.email.toUpperCase() },
      staff,
    )
    expect(byEmail.body.data.members.map((row) => row.email)).toEqual([member.email])
  })

  test('a member is found by the phone of an address, however the number is written', async () => {
    const member = await signUpMember(t.app, { name: 'Bayu Pratama' })
    await t.db.execute(
      sql`insert into user_addresses (user_id, label, recipient_name, recipient_phone, recipient_zip,
            address_street, province_id, city_id, subdistrict_id, is_primary)
          select id, 'Rumah', 'Bayu Pratama', '0813-7788-9911', '40151', 'Jl. Riau 5', 32, 3273, 327301, true
          from users where email = ${member.email}`,
    )
    for (const q of ['+62 813 7788 9911', '081377889911', '7788-9911']) {
      const found = await callAdmin<Members>(t.app, 'GET', 'customers/members', { q }, staff)
      expect(
        found.body.data.members.map((row) => row.email),
        q,
      ).toEqual([member.email])
    }
    const page = await callAdmin<Members>(t.app, 'GET', 'customers/members', { page: 500 }, staff)
    expect(page.body.data.members).toEqual([])
    expect(page.body.data.total).toBeGreaterThan(1)
  })

  test("a member's address shows its district, city and province by name, as the member chose them", async () => {
    const member = await signUpMember(t.app, { name: 'Raka Putra' })
    await t.db.execute(
      sql`insert into user_addresses (user_id, label, recipient_name, recipient_phone, recipient_zip,
            address_street, province_id, city_id, subdistrict_id, is_primary)
          select id, 'Rumah', 'Raka Putra', '081377889912', '40151', 'Jl. Riau 5', 32, 3273, 327301, true
          from users where email = ${member.email}`,
    )
    const [names] = await queryRows<{
      id: number
      district: string
      city: string
      province: string
    }>(
      t.db,
      sql`select u.id, s.subdistrict_name as district, c.type || ' ' || c.city_name as city,
            p.province_name as province
          from users u, subdistricts s, cities c, provinces p
          where u.email = ${member.email} and s.id = 327301 and c.id = 3273 and p.id = 32`,
    )
    expect(names?.city).toBeTruthy()
    const page = await callAdmin<{ data: MemberDetail }>(
      t.app,
      'GET',
      'customers/member',
      { id: Number(names?.id) },
      staff,
    )
    expect(page.body.data.addresses).toEqual([
      expect.objectContaining({
        street: 'Jl. Riau 5',
        district: names?.district,
        city: names?.city,
        province: names?.province,
        zip: '40151',
      }),
    ])
  })

  test("a member's page shows contact, addresses, orders with their reference, and the total spent", async () => {
    const member = await signUpMember(t.app, { name: 'Sekar Ayu' })
    await orderAs(t, member, items.slice(0, 1), 'COMPLETED')
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from users where email = ${member.email}`,
    )
    const page = await callAdmin<{ data: MemberDetail }>(
      t.app,
      'GET',
      'customers/member',
      { id: Number(row?.id) },
      staff,
    )
    expect(page.status).toBe(200)
    const [order] = await grandTotals(member.email)
    expect(page.body.data.member).toMatchObject({
      name: 'Sekar Ayu',
      email: member.email,
      order_count: 1,
      total_spent: order?.total,
      newsletter: null,
    })
    expect(page.body.data.orders).toEqual([
      expect.objectContaining({
        status: 'COMPLETED',
        paid: true,
        number: expect.stringMatching(/^ORDER #/) as unknown,
      }),
    ])
    expect(page.body.data.addresses).toEqual([])
    const missing = await callAdmin(t.app, 'GET', 'customers/member', { id: 999_999 }, staff)
    expect(missing.status).toBe(404)
  })
})

describe('guests', () => {
  test('orders without an account are grouped by e-mail, whatever its case', async () => {
    for (const item of items.slice(0, 2)) await stockAt(t.db, item, { [HUB_ID]: 50 })
    const first = await placeDeliveryOrder(t, items[0] as SizedProduct, null)
    const second = await placeDeliveryOrder(t, items[1] as SizedProduct, null)
    await t.db.execute(
      sql`update orders set buyer_email = 'Wulan.Guest@Example.co.id', buyer_name = 'Wulan'
          where id in (${first.id}, ${second.id})`,
    )
    await t.db.execute(sql`update orders set status = 'PAID' where id = ${second.id}`)
    const found = await callAdmin<Guests>(
      t.app,
      'GET',
      'customers/guests',
      { q: 'wulan.guest' },
      staff,
    )
    expect(found.status).toBe(200)
    const [paid] = await queryRows<{ grand_total: number }>(
      t.db,
      sql`select grand_total from orders where id = ${second.id}`,
    )
    expect(found.body.data.guests).toEqual([
      expect.objectContaining({
        email: 'wulan.guest@example.co.id',
        name: 'Wulan',
        phone: '081234567890',
        order_count: 2,
        total_spent: Number(paid?.grand_total),
      }),
    ])
    const byPhone = await callAdmin<Guests>(
      t.app,
      'GET',
      'customers/guests',
      { q: '0812 3456 7890' },
      staff,
    )
    expect(byPhone.body.data.guests.map((guest) => guest.email)).toContain(
      'wulan.guest@example.co.id',
    )
  })
})
