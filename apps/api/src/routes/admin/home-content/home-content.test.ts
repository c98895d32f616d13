import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { HomeContent } from '@store/contract/admin/home-content'
import type { HomePageResponse, SiteHeaderResponse } from '@store/contract/home'
import { MESSAGES } from '@store/contract/messages'
import { createPageResolver } from '../../../seo/resolve-page'
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

type Write = { message: string; data: HomeContent }
type Refusal = { error: { message: string } }
const send = <T = Write>(method: 'POST' | 'PUT' | 'DELETE', path: string, payload = {}) =>
  callAdmin<T>(t.app, method, `home-content/${path}`, payload, owner)

const slide = (overrides: Record<string, unknown> = {}) => ({
  slider_type: 'IMAGE',
  title: 'Rainy Season Edit',
  media_url: '/media/banners/slider-linen.svg',
  media_url_mobile: '/media/banners/slider-linen-mobile.svg',
  href_url: '/products?category_id=7',
  open_new_tab: false,
  youtube_video: '',
  ...overrides,
})

const auditActions = async (action: string) =>
  queryRows<{ actor: string; entity_id: string | null }>(
    t.db,
    sql`select actor, entity_id from audit_log where action = ${action} order by id`,
  )

describe('the home slider', () => {
  test('an IMAGE slide added by an owner shows last on the shop’s home, with an audit line', async () => {
    const { status, body } = await send('POST', 'slides', slide())
    expect(status).toBe(200)
    const added = body.data.slides.at(-1)
    expect(added).toMatchObject({ title: 'Rainy Season Edit', youtube_video_id: '' })
    const home = await getJson<HomePageResponse>(t.app, 'master/page/home')
    expect(home.body.image_sliders.at(-1)).toMatchObject({
      id: added?.id,
      slider_type: 'IMAGE',
      href_url: '/products?category_id=7',
    })
    expect(await auditActions('home.slide.create')).toEqual([
      { actor: owner.email, entity_id: String(added?.id) },
    ])
  })

  test.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=30s'],
    ['https://youtu.be/aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ'],
    ['aqz-KE-bpKQ'],
  ])('a YOUTUBE slide given %s keeps the video id only', async (video) => {
    const { status, body } = await send(
      'POST',
      'slides',
      slide({ slider_type: 'YOUTUBE', youtube_video: video }),
    )
    expect(status).toBe(200)
    expect(body.data.slides.at(-1)?.youtube_video_id).toBe('aqz-KE-bpKQ')
  })

  test.each([
    ['https://vimeo.com/76979871'],
    ['https://www.youtube.com/watch?v=short'],
    ['not a video at all'],
  ])('a YOUTUBE slide given %s is refused with a 400', async (video) => {
    const { status, body } = await send<Refusal>(
      'POST',
      'slides',
      slide({ slider_type: 'YOUTUBE', youtube_video: video }),
    )
    expect(status).toBe(400)
    expect(body.error.message).toMatch(/YouTube video id/)
  })

  test('a YOUTUBE slide without its video is refused', async () => {
    const { status, body } = await send<Refusal>(
      'POST',
      'slides',
      slide({ slider_type: 'YOUTUBE' }),
    )
    expect(status).toBe(400)
    expect(body.error.message).toBe('A YOUTUBE slide needs its video: a YouTube id or address.')
  })

  test.each([
    ['href_url', 'javascript:alert(1)', /The link must be a path of this shop/],
    ['href_url', '//evil.example/x', /The link must be a path of this shop/],
    ['href_url', 'http://plain.example/', /The link must be a path of this shop/],
    ['media_url', 'data:image/svg+xml,<svg/>', /The desktop image must be a file of this site/],
    ['media_url', '/products/not-media.png', /The desktop image must be a file of this site/],
    ['media_url', 'https://cdn.example.com/a.jpg', /The desktop image must be a file of this site/],
    ['title', 'x'.repeat(101), /The title must be at most 100 characters/],
  ])('a slide whose %s is %s is refused and nothing changes', async (field, value, message) => {
    const before = (await getJson<HomePageResponse>(t.app, 'master/page/home')).body.image_sliders
    const { status, body } = await send<Refusal>('POST', 'slides', slide({ [field]: value }))
    expect(status).toBe(400)
    expect(body.error.message).toMatch(message)
    const after = (await getJson<HomePageResponse>(t.app, 'master/page/home')).body.image_sliders
    expect(after).toEqual(before)
  })

  test('reordering puts the slides in the given order on the shop’s home', async () => {
    const ids = (await getJson<HomePageResponse>(t.app, 'master/page/home')).body.image_sliders.map(
      (entry) => entry.id,
    )
    const reversed = [...ids].reverse()
    expect((await send('POST', 'slides/order', { ids: reversed })).status).toBe(200)
    const home = await getJson<HomePageResponse>(t.app, 'master/page/home')
    expect(home.body.image_sliders.map((entry) => entry.id)).toEqual(reversed)
    expect(await auditActions('home.slide.order')).toHaveLength(1)
  })

  test('an order that misses a slide is refused as out of date', async () => {
    const ids = (await getJson<HomePageResponse>(t.app, 'master/page/home')).body.image_sliders.map(
      (entry) => entry.id,
    )
    const { status, body } = await send<Refusal>('POST', 'slides/order', { ids: ids.slice(1) })
    expect(status).toBe(409)
    expect(body.error.message).toMatch(/changed while you were ordering/)
  })

  test('an edited slide and a deleted one show so on the home; a gone slide is a 404', async () => {
    const [first, second] = (await getJson<HomePageResponse>(t.app, 'master/page/home')).body
      .image_sliders
    if (!first || !second) throw new Error('the seed has slides')
    expect(
      (await send('PUT', 'slides', { id: first.id, ...slide({ title: 'Renamed' }) })).status,
    ).toBe(200)
    expect((await send('DELETE', 'slides', { id: second.id })).status).toBe(200)
    const home = (await getJson<HomePageResponse>(t.app, 'master/page/home')).body.image_sliders
    expect(home.find((entry) => entry.id === first.id)?.title).toBe('Renamed')
    expect(home.some((entry) => entry.id === second.id)).toBe(false)
    expect((await send('DELETE', 'slides', { id: second.id })).status).toBe(404)
  })
})

describe('the promo bar', () => {
  test('the header answer reads the spec’s text until the owner writes another, then the new one', async () => {
    const header = () => getJson<SiteHeaderResponse>(t.app, 'master/site-header')
    expect((await header()).body.promo_bar_text).toBe(MESSAGES.promoBar)
    const { status } = await send('PUT', 'promo-bar', {
      promo_bar_text: '  Free pickup in every showroom ',
    })
    expect(status).toBe(200)
    expect((await header()).body.promo_bar_text).toBe('Free pickup in every showroom')
    expect(await auditActions('home.promo_bar.update')).toHaveLength(1)
  })

  test('every page the server renders carries the new text for its promo bar', async () => {
    await send('PUT', 'promo-bar', { promo_bar_text: 'Batik week: 20% off' })
    const resolvePage = createPageResolver(t.app)
    for (const path of ['/', '/products', '/stores']) {
      const page = await resolvePage(path, new URLSearchParams(), 'https://kainara.example')
      expect(page.initialData['master/site-header'], path).toEqual({
        promo_bar_text: 'Batik week: 20% off',
      })
    }
  })

  test.each([
    ['', 'Please enter the promo bar text.'],
    ['x'.repeat(81), 'The promo bar text must be at most 80 characters.'],
  ])('a promo bar text of %j is refused', async (text, message) => {
    const { status, body } = await send<Refusal>('PUT', 'promo-bar', { promo_bar_text: text })
    expect(status).toBe(400)
    expect(body.error.message).toBe(message)
  })
})

describe('the popup, the video, the sections and the hashtag gallery', () => {
  test('the popup image can be switched off and the video read from its address', async () => {
    const { status } = await send('PUT', 'popup-video', {
      popup_image_desktop: '',
      home_video: 'https://youtu.be/aqz-KE-bpKQ',
    })
    expect(status).toBe(200)
    const settings = (await getJson<HomePageResponse>(t.app, 'master/page/home')).body
      .general_settings
    expect(settings).toEqual([{ key: 'HOME_VIDEO_HM', value: 'aqz-KE-bpKQ' }])
  })

  test('a section saved here is the home’s section, and a button needs its link', async () => {
    const section = {
      id: 2,
      image_url: '/media/banners/section-women.svg',
      image_url_mobile: '/media/banners/section-men.svg',
      title_lines: ['Batik', ''],
      subtitle: 'Hand-stamped.',
      button_text: 'Shop Batik',
      url: '/products?category_sub_id=603',
      open_new_tab: true,
    }
    expect((await send('PUT', 'sections', section)).status).toBe(200)
    const home = (await getJson<HomePageResponse>(t.app, 'master/page/home')).body
    expect(home.home_data.sections[1]).toMatchObject({ title_lines: ['Batik'], open_new_tab: 1 })
    const refused = await send<Refusal>('PUT', 'sections', { ...section, url: '' })
    expect(refused.body.error.message).toBe('A button needs its link.')
  })

  test('a hashtag image is added, reordered to the front and its section retitled', async () => {
    const added = await send('POST', 'hashtag-images', {
      image_url: '/media/hashtag/look-1.svg',
      ig_url: 'https://www.instagram.com/p/abc123/',
    })
    const ids = added.body.data.hashtag_images.map((image) => image.id)
    const last = ids.at(-1) as number
    await send('POST', 'hashtag-images/order', { ids: [last, ...ids.slice(0, -1)] })
    await send('PUT', 'hashtag-section', {
      hashtag_title: '#KAINARARAIN',
      hashtag_description: 'Wet days.',
    })
    const home = (await getJson<HomePageResponse>(t.app, 'master/page/home')).body
    expect(home.hashtag_images[0]).toMatchObject({
      id: last,
      ig_url: 'https://www.instagram.com/p/abc123/',
    })
    expect(home.hashtag_section_title).toBe('#KAINARARAIN')
    const refused = await send<Refusal>('POST', 'hashtag-images', {
      image_url: '/media/hashtag/look-1.svg',
      ig_url: 'javascript:alert(1)',
    })
    expect(refused.status).toBe(400)
  })

  test('STAFF may edit the home content; SHOWROOM may not', async () => {
    const staff = await createTestStaff(t.app, 'STAFF')
    const showroom = await createTestStaff(t.app, 'SHOWROOM')
    const text = { promo_bar_text: 'Staff wrote this' }
    expect((await callAdmin(t.app, 'PUT', 'home-content/promo-bar', text, staff)).status).toBe(200)
    expect((await callAdmin(t.app, 'PUT', 'home-content/promo-bar', text, showroom)).status).toBe(
      403,
    )
  })
})
