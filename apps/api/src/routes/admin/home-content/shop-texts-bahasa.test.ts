import { afterAll, beforeAll, expect, test } from 'vitest'
import type { HomeContent } from '@store/contract/admin/home-content'
import type { HomePageResponse, SiteHeaderResponse } from '@store/contract/home'
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
const put = (path: string, payload: Record<string, unknown>) =>
  callAdmin<Write>(t.app, 'PUT', `home-content/${path}`, payload, owner)

const promoBarIn = async (language: string) =>
  (await getIn<SiteHeaderResponse>(t.app, language, 'master/site-header')).body.promo_bar_text
const hashtagIn = async (language: string) => {
  const { body } = await getIn<HomePageResponse>(t.app, language, 'master/page/home')
  return [body.hashtag_section_title, body.hashtag_section_desc]
}

const section = {
  hashtag_title: '#KAINARAEVERYDAY',
  hashtag_description: 'How you wear it.',
}

test('before the owner writes a promo bar, the form holds what each shop shows', async () => {
  const { body } = await callAdmin<{ data: HomeContent }>(
    t.app,
    'GET',
    'home-content',
    undefined,
    owner,
  )
  expect(body.data.promo_bar_text).toBe(await promoBarIn('en'))
  expect(body.data.promo_bar_text_bahasa).toBe(await promoBarIn('id'))
  expect(body.data.promo_bar_text_bahasa).toBe('DAPATKAN PROMO Diskon hingga 40%')
})

test('the promo bar is saved in both languages, and each shop reads its own', async () => {
  const { status, body } = await put('promo-bar', {
    promo_bar_text: 'Batik week: 20% off',
    promo_bar_text_bahasa: 'Pekan batik: diskon 20%',
  })
  expect(status).toBe(200)
  expect(body.data).toMatchObject({
    promo_bar_text: 'Batik week: 20% off',
    promo_bar_text_bahasa: 'Pekan batik: diskon 20%',
  })
  expect(await promoBarIn('id')).toBe('Pekan batik: diskon 20%')
  expect(await promoBarIn('en')).toBe('Batik week: 20% off')
})

test('a promo bar saved without its Bahasa keeps it; a blank one shows the English, never nothing', async () => {
  await put('promo-bar', { promo_bar_text: 'Linen days', promo_bar_text_bahasa: 'Hari linen' })
  const kept = await put('promo-bar', { promo_bar_text: 'Linen days: 10% off' })
  expect(kept.body.data.promo_bar_text_bahasa).toBe('Hari linen')
  expect(await promoBarIn('id')).toBe('Hari linen')
  const cleared = await put('promo-bar', {
    promo_bar_text: 'Linen days',
    promo_bar_text_bahasa: '',
  })
  expect(cleared.body.data.promo_bar_text_bahasa).toBe('')
  expect(await promoBarIn('id')).toBe('Linen days')
})

test('the hashtag section is saved in both languages; a blank Bahasa shows the English', async () => {
  const saved = await put('hashtag-section', {
    ...section,
    hashtag_title_bahasa: '#KAINARASETIAPHARI',
    hashtag_description_bahasa: 'Cara Anda memakainya.',
  })
  expect(saved.status).toBe(200)
  expect(saved.body.data).toMatchObject({
    hashtag_title_bahasa: '#KAINARASETIAPHARI',
    hashtag_description_bahasa: 'Cara Anda memakainya.',
  })
  expect(await hashtagIn('id')).toEqual(['#KAINARASETIAPHARI', 'Cara Anda memakainya.'])
  expect(await hashtagIn('en')).toEqual(['#KAINARAEVERYDAY', 'How you wear it.'])

  const kept = await put('hashtag-section', section)
  expect(kept.body.data.hashtag_description_bahasa).toBe('Cara Anda memakainya.')
  await put('hashtag-section', {
    ...section,
    hashtag_title_bahasa: '',
    hashtag_description_bahasa: '',
  })
  expect(await hashtagIn('id')).toEqual(['#KAINARAEVERYDAY', 'How you wear it.'])
})

test('a hostile or oversized Bahasa text is refused with a readable 400, and nothing is saved', async () => {
  await put('promo-bar', { promo_bar_text: 'Linen days', promo_bar_text_bahasa: 'Hari linen' })
  for (const promo_bar_text_bahasa of ['k'.repeat(81), 42, ['Hari'], { text: 'x' }, 'a\u0000b']) {
    const { status, body } = await put('promo-bar', {
      promo_bar_text: 'Other',
      promo_bar_text_bahasa,
    })
    expect(status).toBe(400)
    expect(body.error?.message).toMatch(/Bahasa promo bar text/)
  }
  const long = await put('hashtag-section', {
    ...section,
    hashtag_description_bahasa: 'k'.repeat(301),
  })
  expect(long.status).toBe(400)
  expect(long.body.error?.message).toBe('The Bahasa description must be at most 300 characters.')
  expect(await promoBarIn('id')).toBe('Hari linen')
  expect(await promoBarIn('en')).toBe('Linen days')
})
