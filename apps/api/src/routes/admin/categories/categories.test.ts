import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { getJson } from '../../../test/inject'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'

let t: TestApp
let staff: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => t.close())

interface Listed {
  data: {
    id: number
    name: string
    product_count: number
    subs: { id: number; name: string; show_cover: boolean; product_count: number }[]
  }[]
}
const list = async () => (await callAdmin<Listed>(t.app, 'GET', 'categories', {}, staff)).body.data
const lastAudit = async (action: string) => {
  const [row] = await queryRows<{
    actor: string
    entity_id: string
    before: unknown
    after: unknown
  }>(
    t.db,
    sql`select actor, entity_id, before, after from audit_log where action = ${action} order by id desc limit 1`,
  )
  return row
}
const COVER = '/media/banners/cover-men.webp'

test('categories are listed with their sub-categories and product counts', async () => {
  const categories = await list()
  expect(categories.map((category) => category.id).slice(0, 3)).toEqual([6, 7, 8])
  const men = categories[0]
  expect(men?.subs.length).toBeGreaterThan(1)
  expect(men?.product_count).toBe(men?.subs.reduce((sum, sub) => sum + sub.product_count, 0))
  expect(men?.product_count).toBeGreaterThan(0)
})

test('a sub-category is created with the next id, renamed, and the shop shows the new name at once', async () => {
  const made = await callAdmin<{ data: { id: number } }>(
    t.app,
    'POST',
    'categories/subs',
    { category_id: 6, name: 'Knitwear', show_cover: false, cover_image_url: '', cover_text: '' },
    staff,
  )
  expect(made.status).toBe(200)
  const [top] = await queryRows<{ id: number }>(
    t.db,
    sql`select max(id)::int as id from category_subs`,
  )
  expect(made.body.data.id).toBe(top?.id)
  const id = made.body.data.id
  expect(
    (await getJson<{ category_sub: { name: string } }>(t.app, 'category-sub', { id })).body
      .category_sub.name,
  ).toBe('Knitwear')
  const renamed = await callAdmin(
    t.app,
    'PUT',
    'categories/subs',
    { id, name: 'Knits', show_cover: true, cover_image_url: COVER, cover_text: 'Soft knits.' },
    staff,
  )
  expect(renamed.status).toBe(200)
  const shop = await getJson<{ category_sub: { name: string; show_cover: number } }>(
    t.app,
    'category-sub',
    { id },
  )
  expect(shop.body.category_sub).toMatchObject({ name: 'Knits', show_cover: 1 })
  const audit = await lastAudit('category_sub.update')
  expect(audit).toMatchObject({ actor: staff.email, entity_id: String(id) })
  expect(audit?.before).toMatchObject({ name: 'Knitwear', showCover: false })
  expect(audit?.after).toMatchObject({ name: 'Knits', showCover: true })
})

test('a sub-category that shows its own cover needs a cover image, as a /media/ path or an https address', async () => {
  const base = { category_id: 7, name: 'Scarves', cover_text: '' }
  const missing = await callAdmin<{ error: { message: string } }>(
    t.app,
    'POST',
    'categories/subs',
    { ...base, show_cover: true, cover_image_url: '' },
    staff,
  )
  expect(missing.status).toBe(400)
  expect(missing.body.error.message).toMatch(/cover image/)
  const plain = await callAdmin(
    t.app,
    'POST',
    'categories/subs',
    { ...base, show_cover: true, cover_image_url: 'http://example.com/a.jpg' },
    staff,
  )
  expect(plain.status).toBe(400)
  const https = await callAdmin(
    t.app,
    'POST',
    'categories/subs',
    { ...base, show_cover: true, cover_image_url: 'https://cdn.example.com/a.jpg' },
    staff,
  )
  expect(https.status).toBe(200)
})

test('a category is created at the end and moves up one place at a time', async () => {
  const made = await callAdmin<{ data: { id: number } }>(
    t.app,
    'POST',
    'categories',
    { name: 'Home & Living', cover_image_url: COVER, cover_text: 'For the house.' },
    staff,
  )
  expect(made.status).toBe(200)
  const id = made.body.data.id
  expect((await list()).at(-1)?.id).toBe(id)
  const moved = await callAdmin(
    t.app,
    'POST',
    'categories/reorder',
    { kind: 'category', id, direction: 'up' },
    staff,
  )
  expect(moved.status).toBe(200)
  const ids = (await list()).map((category) => category.id)
  expect(ids.indexOf(id)).toBe(ids.length - 2)
  expect((await lastAudit('category.reorder'))?.entity_id).toBe(String(id))
  const [slug] = await queryRows<{ slug: string }>(
    t.db,
    sql`select slug from categories where id = ${id}`,
  )
  expect(slug?.slug).toBe('home-living')
})

test('the first sub-category cannot move further up', async () => {
  const first = (await list())[0]?.subs[0]
  const { status, body } = await callAdmin<{ error: { message: string } }>(
    t.app,
    'POST',
    'categories/reorder',
    { kind: 'sub', id: first?.id ?? 0, direction: 'up' },
    staff,
  )
  expect(status).toBe(400)
  expect(body.error.message).toBe(`${first?.name} is already first.`)
})
