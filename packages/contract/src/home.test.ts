import { expect, test } from 'vitest'
import { getHomePage } from './home'
import { accept, refusal } from './test-utils'

const home = {
  categories: [],
  home_data: { sections: [], landings: [] },
  image_sliders: [
    {
      id: 1,
      slider_type: 'YOUTUBE',
      title: 'Ramadan Edit',
      media_url: '/media/slider-1.webp',
      media_url_mobile: '/media/slider-1-m.webp',
      href_url: null,
      open_new_tab: 0,
      youtube_video_id: 'dQw4w9WgXcQ',
    },
  ],
  general_settings: [{ key: 'INTERSTITIAL_IMAGE_DESKTOP_HM', value: '/media/popup.webp' }],
  hashtag_images: [{ id: 1, image_url: '/media/ig-1.webp', ig_url: 'https://instagram.com/p/x' }],
  hashtag_section_title: '#KainaraStyle',
  hashtag_section_desc: 'Tag us to be featured.',
}

test('the home page answer holds sliders, settings and the hashtag section at the top level', () => {
  expect(accept(getHomePage.response, home)).toEqual(home)
})

test('a slider of another type or an unknown setting key is refused', () => {
  const slider = { ...home.image_sliders[0], slider_type: 'GIF' }
  expect(refusal(getHomePage.response, { ...home, image_sliders: [slider] })).toBeDefined()
  const setting = { key: 'SOMETHING_ELSE', value: '' }
  expect(refusal(getHomePage.response, { ...home, general_settings: [setting] })).toBeDefined()
})
