import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { getJson } from '../../../test/inject'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'

let t: TestApp
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

const productsIn = async (subId: number) =>
  queryRows<{
    id: number
    category_id: number
    group_id: number
    sub_group_id: number
    is_active: boolean
  }>(
    t.db,
    sql`select id, category_id, group_id, sub_group_id, is_active from products where category_sub_id = ${subId}`,
  )
const subsOf = async (categoryId: number) =>
  (
    await queryRows<{ id: number }>(
      t.db,
      sql`select id from category_subs where category_id = ${categoryId} order by sort_order`,
    )
  ).map((row) => row.id)

test('MEN, WOMEN and ACCESSORIES are never deleted, with a message saying why', async () => {
  for (const id of [6, 7, 8]) {
    const { status, body } = await callAdmin<{ error: { message: string } }>(
      t.app,
      'DELETE',
      'categories',
      { kind: 'category', id },
      owner,
    )
    expect(status).toBe(400)
    expect(body.error.message).toMatch(
      /cannot be deleted: the shop's header menu and pages link to it/,
    )
  }
})

test('a sub-category holding products (archived ones too) is not deleted; after moving them it is', async () => {
  const [from, to] = await subsOf(6)
  if (!from || !to) throw new Error('MEN has fewer than two sub-categories')
  const held = await productsIn(from)
  await t.db.execute(sql`update products set status = 'ARCHIVED' where id = ${held[0]?.id ?? 0}`)
  const [target] = await productsIn(to)
  const refused = await callAdmin<{ error: { message: string } }>(
    t.app,
    'DELETE',
    'categories',
    { kind: 'sub', id: from },
    owner,
  )
  expect(refused.status).toBe(400)
  expect(refused.body.error.message).toMatch(
    new RegExp(`still holds ${held.length} products \\(active and archived\\)\\. Move them`),
  )

  const wrongTarget = await callAdmin(
    t.app,
    'POST',
    'categories/move-products',
    { kind: 'sub', id: from, to_category_id: 7, to_sub_id: to },
    owner,
  )
  expect(wrongTarget.status).toBe(400)
  const moved = await callAdmin<{ message: string }>(
    t.app,
    'POST',
    'categories/move-products',
    { kind: 'sub', id: from, to_category_id: 6, to_sub_id: to },
    owner,
  )
  expect(moved.status).toBe(200)
  expect(moved.body.message).toMatch(new RegExp(`^${held.length} products moved`))
  const now = await productsIn(to)
  for (const product of held) {
    const after = now.find((row) => row.id === product.id)
    expect(after).toMatchObject({
      category_id: 6,
      group_id: target?.group_id,
      sub_group_id: target?.sub_group_id,
    })
  }
  const deleted = await callAdmin(t.app, 'DELETE', 'categories', { kind: 'sub', id: from }, owner)
  expect(deleted.status).toBe(200)
  expect((await subsOf(6)).includes(from)).toBe(false)
  const [audit] = await queryRows<{ action: string; before: { name: string } }>(
    t.db,
    sql`select action, before from audit_log where entity = 'category_sub' and entity_id = ${String(from)} order by id desc limit 1`,
  )
  expect(audit?.action).toBe('category_sub.delete')
  // The shop's list and its counts follow on the next request.
  const list = await getJson<{ categories: { id: number; category_subs: { id: number }[] }[] }>(
    t.app,
    'categories',
    {},
  )
  const men = list.body.categories.find((category) => category.id === 6)
  expect(men?.category_subs.map((sub) => sub.id)).not.toContain(from)
})

test('a new category with a product moved into it is emptied into another and deleted', async () => {
  const made = await callAdmin<{ data: { id: number } }>(
    t.app,
    'POST',
    'categories',
    { name: 'Capsule', cover_image_url: '/media/banners/x.webp', cover_text: '' },
    owner,
  )
  const categoryId = made.body.data.id
  const sub = await callAdmin<{ data: { id: number } }>(
    t.app,
    'POST',
    'categories/subs',
    {
      category_id: categoryId,
      name: 'Capsule Tees',
      show_cover: false,
      cover_image_url: '',
      cover_text: '',
    },
    owner,
  )
  const [womenSub] = await subsOf(7)
  const [one] = await productsIn(womenSub ?? 0)
  await t.db.execute(
    sql`update products set category_id = ${categoryId}, category_sub_id = ${sub.body.data.id} where id = ${one?.id ?? 0}`,
  )
  expect(
    (await callAdmin(t.app, 'DELETE', 'categories', { kind: 'category', id: categoryId }, owner))
      .status,
  ).toBe(400)
  const moved = await callAdmin(
    t.app,
    'POST',
    'categories/move-products',
    { kind: 'category', id: categoryId, to_category_id: 7, to_sub_id: womenSub },
    owner,
  )
  expect(moved.status).toBe(200)
  expect(
    (await callAdmin(t.app, 'DELETE', 'categories', { kind: 'category', id: categoryId }, owner))
      .status,
  ).toBe(200)
  const left = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from category_subs where category_id = ${categoryId}`,
  )
  expect(left[0]?.n).toBe(0)
})
