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

type Write = { message: string; data: HomeContent; error?: { message: string } }
const send = (method: 'POST' | 'PUT', payload: Record<string, unknown>) =>
  callAdmin<Write>(t.app, method, 'home-content/slides', payload, owner)

const slide = (overrides: Record<string, unknown> = {}) => ({
  slider_type: 'IMAGE',
  title: 'Rainy Season Edit',
  media_url: '/media/banners/slider-linen.svg',
  media_url_mobile: '/media/banners/slider-linen-mobile.svg',
  href_url: '',
  open_new_tab: false,
  youtube_video: '',
  ...overrides,
})

const homeIn = async (language: string) =>
  (await getIn<HomePageResponse>(t.app, language, 'master/page/home')).body.image_sliders

test('a slide is added with its Bahasa title, and the Bahasa home reads it', async () => {
  const { status, body } = await send('POST', slide({ title_bahasa: 'Edisi Musim Hujan' }))
  expect(status).toBe(200)
  const added = body.data.slides.at(-1)
  expect(added).toMatchObject({ title: 'Rainy Season Edit', title_bahasa: 'Edisi Musim Hujan' })
  expect((await homeIn('id')).at(-1)?.title).toBe('Edisi Musim Hujan')
  expect((await homeIn('en')).at(-1)?.title).toBe('Rainy Season Edit')
})

test('a slide saved without its Bahasa title keeps it; an empty one shows the English to Bahasa readers', async () => {
  const added = (await send('POST', slide({ title_bahasa: 'Koleksi Linen' }))).body.data.slides.at(
    -1,
  )
  if (!added) throw new Error('no slide')
  const kept = await send('PUT', { id: added.id, ...slide({ title: 'Linen Edit' }) })
  expect(kept.body.data.slides.find((s) => s.id === added.id)?.title_bahasa).toBe('Koleksi Linen')
  const cleared = await send('PUT', {
    id: added.id,
    ...slide({ title: 'Linen Edit', title_bahasa: '' }),
  })
  expect(cleared.body.data.slides.find((s) => s.id === added.id)?.title_bahasa).toBe('')
  expect((await homeIn('id')).find((s) => s.id === added.id)?.title).toBe('Linen Edit')
})

test('a Bahasa title too long is refused with a message naming it', async () => {
  const { status, body } = await send('POST', slide({ title_bahasa: 'k'.repeat(101) }))
  expect(status).toBe(400)
  expect(body.error?.message).toBe('The Bahasa title must be at most 100 characters.')
})
