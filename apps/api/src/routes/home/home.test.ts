import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { HomePageResponse } from '@store/contract/home'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

describe('GET master/page/home', () => {
  test('the home page data has three sections, sliders with a YOUTUBE one, both settings and hashtag images', async () => {
    const { status, body } = await getJson<HomePageResponse>(t.app, 'master/page/home')
    expect(status).toBe(200)
    expect(body.home_data.sections).toHaveLength(3)
    expect(body.home_data.sections.some((section) => section.open_new_tab === 1)).toBe(true)
    expect(body.image_sliders.length).toBeGreaterThanOrEqual(3)
    const youtube = body.image_sliders.find((slider) => slider.slider_type === 'YOUTUBE')
    expect(youtube?.youtube_video_id).toBeTruthy()
    expect(body.image_sliders.every((slider) => slider.media_url && slider.media_url_mobile)).toBe(
      true,
    )
    expect(body.general_settings.map((setting) => setting.key).sort()).toEqual([
      'HOME_VIDEO_HM',
      'INTERSTITIAL_IMAGE_DESKTOP_HM',
    ])
    expect(body.hashtag_images.length).toBeGreaterThanOrEqual(6)
    expect(body.hashtag_section_title).toMatch(/^#/)
    expect(body.hashtag_section_desc.length).toBeGreaterThan(0)
    expect(body.categories.map((category) => category.id)).toEqual([6, 7, 8])
  })

  test('the men and women landings each have a hero, three promo rows and a social link', async () => {
    const { body } = await getJson<HomePageResponse>(t.app, 'master/page/home')
    expect(body.home_data.landings.map((landing) => landing.slug).sort()).toEqual(['men', 'women'])
    for (const landing of body.home_data.landings) {
      expect(landing.promo_rows).toHaveLength(3)
      expect(landing.hero_image_url).not.toBe(landing.hero_image_url_mobile)
      expect(landing.social_url).toMatch(/^https:\/\//)
    }
  })
})
