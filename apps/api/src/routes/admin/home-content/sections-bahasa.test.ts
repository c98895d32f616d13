import { afterAll, beforeAll, expect, test } from 'vitest'
import type { HomeContent } from '@store/contract/admin/home-content'
import type { HomePageResponse } from '@store/contract/home'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { getIn } from '../../../test/language'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'

let t: TestApp
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp({ ANSWER_CACHE_MB: '0' })
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

type Write = { data: HomeContent; error?: { message: string } }
const content = async () =>
  (await callAdmin<Write>(t.app, 'GET', 'home-content', {}, owner)).body.data
const saveSection = (payload: Record<string, unknown>) =>
  callAdmin<Write>(t.app, 'PUT', 'home-content/sections', payload, owner)

async function sectionFields(id: number) {
  const section = (await content()).sections.find((one) => one.id === id)
  if (!section) throw new Error(`no section ${id}`)
  return Object.fromEntries(Object.entries(section).filter(([key]) => !key.endsWith('_bahasa')))
}

test('a home section is saved with its Bahasa title lines, subtitle and button; the Bahasa home shows them', async () => {
  const saved = await saveSection({
    ...(await sectionFields(1)),
    title_lines_bahasa: ['Koleksi', '', 'Musim Hujan'],
    subtitle_bahasa: 'Linen untuk hari basah',
    button_text_bahasa: 'Belanja',
  })
  expect(saved.status).toBe(200)
  expect(saved.body.data.sections[0]).toMatchObject({
    title_lines_bahasa: ['Koleksi', 'Musim Hujan'],
    subtitle_bahasa: 'Linen untuk hari basah',
    button_text_bahasa: 'Belanja',
  })
  const home = await getIn<HomePageResponse>(t.app, 'id', 'master/page/home')
  expect(JSON.stringify(home.body)).toContain('Linen untuk hari basah')
})

test('a section saved without its Bahasa keeps it; blank lines make the title missing', async () => {
  const english = await sectionFields(2)
  await saveSection({ ...english, title_lines_bahasa: ['Baru'], subtitle_bahasa: 'Sub' })
  await saveSection(english)
  const kept = (await content()).sections.find((one) => one.id === 2)
  expect(kept).toMatchObject({ title_lines_bahasa: ['Baru'], subtitle_bahasa: 'Sub' })
  await saveSection({ ...english, title_lines_bahasa: ['', '', ''] })
  expect((await content()).sections.find((one) => one.id === 2)?.title_lines_bahasa).toEqual([])
})

test('a Bahasa title line too long is refused', async () => {
  const response = await saveSection({
    ...(await sectionFields(3)),
    title_lines_bahasa: ['k'.repeat(61)],
  })
  expect(response.status).toBe(400)
  expect(response.body.error?.message).toBe('A Bahasa title line must be at most 60 characters.')
})
