import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { MESSAGES } from '@store/contract/messages'
import type { Notification } from '@store/contract/notifications'
import type { WishlistItem } from '@store/contract/wishlist'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi, signUpMember } from '../../test/members'
import { queryRows } from '../../test/sql'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

async function productIds(count: number) {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`select id from products where is_active order by id limit ${count}`,
  )
  return rows.map((row) => Number(row.id))
}
type Wishlist = { user_wishlists: WishlistItem[] }

describe('wishlist', () => {
  test('adding twice keeps one entry; the list is newest first with sizes; removing is idempotent', async () => {
    const member = await signUpMember(t.app)
    const [first, second] = await productIds(2)
    const add = (id: number | undefined) =>
      callApi(t.app, 'POST', 'user/wishlist', { product_detail_id: id }, { token: member.token })
    expect((await add(first)).body).toEqual({ message: MESSAGES.wishlistAdded })
    await add(first)
    await add(second)
    const all = await callApi<Wishlist>(t.app, 'GET', 'user/wishlist', {}, { token: member.token })
    expect(all.body.user_wishlists.map((item) => item.product_detail_id)).toEqual([second, first])
    const item = all.body.user_wishlists[0]
    expect(item?.sizes.length).toBeGreaterThan(0)
    expect(item?.product_images[0]?.image_url).toMatch(/^\/media\//)
    const one = await callApi<Wishlist>(
      t.app,
      'GET',
      'user/wishlist',
      { product_detail_id: first ?? 0 },
      { token: member.token },
    )
    expect(one.body.user_wishlists.map((entry) => entry.product_detail_id)).toEqual([first])
    const remove = () =>
      callApi(
        t.app,
        'DELETE',
        'user/wishlist',
        { product_detail_id: first ?? 0 },
        { token: member.token },
      )
    expect((await remove()).body).toEqual({ message: MESSAGES.wishlistRemoved })
    expect((await remove()).status).toBe(200)
    const after = await callApi<Wishlist>(
      t.app,
      'GET',
      'user/wishlist',
      {},
      { token: member.token },
    )
    expect(after.body.user_wishlists.map((entry) => entry.product_detail_id)).toEqual([second])
  })

  test('a product that does not exist is refused', async () => {
    const member = await signUpMember(t.app)
    for (const id of [999_999, 'x', -1, undefined]) {
      const { status, body } = await callApi(
        t.app,
        'POST',
        'user/wishlist',
        id === undefined ? {} : { product_detail_id: id },
        { token: member.token },
      )
      expect([status, body]).toEqual([400, { error: { message: MESSAGES.itemNotValid } }])
    }
  })
})

describe('notifications', () => {
  test('the welcome notification is unread, then marked read with the rest', async () => {
    const member = await signUpMember(t.app)
    const count = () =>
      callApi<{ user_notifications_count: number }>(
        t.app,
        'GET',
        'user/unread-notifications-count',
        {},
        { token: member.token },
      )
    expect((await count()).body).toEqual({ user_notifications_count: 1 })
    const list = await callApi<{ user_notifications: Notification[] }>(
      t.app,
      'GET',
      'user/notifications',
      { limit: 5 },
      { token: member.token },
    )
    expect(list.body.user_notifications).toEqual([
      expect.objectContaining({
        href: '/products',
        is_read: false,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) as unknown,
      }),
    ])
    const read = await callApi(
      t.app,
      'POST',
      'user/notifications/mark-all-read',
      {},
      { token: member.token },
    )
    expect(read.body).toEqual({ data: { message: MESSAGES.notificationsRead } })
    expect((await count()).body).toEqual({ user_notifications_count: 0 })
  })

  test('pages follow each other by the last id seen, newest first', async () => {
    const member = await signUpMember(t.app)
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from users where email = ${member.email}`,
    )
    for (let i = 1; i <= 4; i += 1) {
      await t.db.execute(
        sql`insert into notifications (user_id, title, body) values (${row?.id}, ${`Order ${i}`}, 'Paid')`,
      )
    }
    type Page = { user_notifications: Notification[] }
    const first = await callApi<Page>(
      t.app,
      'GET',
      'user/notifications',
      { limit: 3 },
      { token: member.token },
    )
    expect(first.body.user_notifications.map((n) => n.title)).toEqual([
      'Order 4',
      'Order 3',
      'Order 2',
    ])
    const lastId = first.body.user_notifications.at(-1)?.id ?? 0
    const next = await callApi<Page>(
      t.app,
      'GET',
      'user/notifications',
      { limit: 3, before_id: lastId },
      { token: member.token },
    )
    expect(next.body.user_notifications.map((n) => n.title)).toEqual([
      'Order 1',
      'Welcome to KAINARA, Sari Wulandari',
    ])
  })

  test('the limit is 1 to 50', async () => {
    const member = await signUpMember(t.app)
    for (const limit of [0, 51, 'x', 2.5]) {
      const { status, body } = await callApi(
        t.app,
        'GET',
        'user/notifications',
        { limit },
        { token: member.token },
      )
      expect([status, body]).toEqual([400, { error: { message: MESSAGES.notificationLimit } }])
    }
  })
})
