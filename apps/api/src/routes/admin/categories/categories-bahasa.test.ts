import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { getIn } from '../../../test/language'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'

let t: TestApp
let staff: TestStaff
beforeAll(async () => {
  t = await createTestApp({ ANSWER_CACHE_MB: '0' })
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => t.close())

interface Listed {
  data: {
    id: number
    name: string
    name_bahasa: string
    cover_image_url: string
    cover_text: string
    cover_text_bahasa: string
    subs: { id: number; name: string; name_bahasa: string; show_cover: boolean }[]
  }[]
}
const list = async () => (await callAdmin<Listed>(t.app, 'GET', 'categories', {}, staff)).body.data
const save = (path: string, payload: Record<string, unknown>) =>
  callAdmin<{ error?: { message: string } }>(t.app, 'PUT', path, payload, staff)

test('a category is read and saved with its Bahasa name and cover text; the Bahasa shop shows them', async () => {
  const women = (await list()).find((category) => category.id === 7)
  expect(women?.name_bahasa).toBe('WANITA')
  if (!women) throw new Error('no WOMEN category')
  const { id, name, cover_image_url, cover_text } = women
  const saved = await save('categories', {
    id,
    name,
    name_bahasa: 'PEREMPUAN',
    cover_image_url,
    cover_text,
    cover_text_bahasa: 'Koleksi baru',
  })
  expect(saved.status).toBe(200)
  const after = (await list()).find((category) => category.id === 7)
  expect(after).toMatchObject({ name_bahasa: 'PEREMPUAN', cover_text_bahasa: 'Koleksi baru' })
  const menus = await getIn<{ categories: { id: number; name: string }[] }>(
    t.app,
    'id',
    'categories',
  )
  expect(menus.body.categories.find((category) => category.id === 7)?.name).toBe('PEREMPUAN')
  const [audit] = await queryRows<{ after: { nameBahasa: string } }>(
    t.db,
    sql`select after from audit_log where action = 'category.update' order by id desc limit 1`,
  )
  expect(audit?.after.nameBahasa).toBe('PEREMPUAN')
})

test('a save that leaves the Bahasa out keeps it, and an empty one clears it to the English', async () => {
  const men = (await list()).find((category) => category.id === 6)
  if (!men) throw new Error('no MEN category')
  const base = { id: 6, name: men.name, cover_image_url: men.cover_image_url, cover_text: '' }
  expect((await save('categories', base)).status).toBe(200)
  expect((await list()).find((category) => category.id === 6)?.name_bahasa).toBe(men.name_bahasa)
  expect((await save('categories', { ...base, name_bahasa: '' })).status).toBe(200)
  const [row] = await queryRows<{ name_bahasa: string | null }>(
    t.db,
    sql`select name_bahasa from categories where id = 6`,
  )
  expect(row?.name_bahasa).toBeNull()
})

test('a sub-category takes its Bahasa name, checked as the English one', async () => {
  const sub = (await list()).flatMap((category) => category.subs)[0]
  if (!sub) throw new Error('no sub-category')
  const fields = {
    id: sub.id,
    name: sub.name,
    show_cover: false,
    cover_image_url: '',
    cover_text: '',
  }
  const long = await save('categories/subs', { ...fields, name_bahasa: 'k'.repeat(51) })
  expect(long.status).toBe(400)
  expect((await save('categories/subs', { ...fields, name_bahasa: 'Kemeja Baru' })).status).toBe(
    200,
  )
  expect(
    (await list()).flatMap((category) => category.subs).find((s) => s.id === sub.id)?.name_bahasa,
  ).toBe('Kemeja Baru')
})
