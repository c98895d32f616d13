import { describe, expect, test } from 'vitest'
import type { MissingCounts } from '@store/contract/admin/translations'
import { pagesMissing } from './translation-count'

const none: MissingCounts = {
  products: 0,
  products_with_sizes: 0,
  categories: 0,
  category_subs: 0,
  home_sections: 0,
  image_sliders: 0,
  category_landings: 0,
  settings: 0,
}

describe('the dashboard’s count of pages still to translate', () => {
  test('adds every kind of shop page and text, and no products', () => {
    expect(
      pagesMissing({
        ...none,
        products: 40,
        products_with_sizes: 3,
        categories: 1,
        category_subs: 2,
        home_sections: 3,
        image_sliders: 4,
        category_landings: 5,
        settings: 6,
      }),
    ).toBe(21)
  })

  test('is nothing when every page has both languages', () => {
    expect(pagesMissing(none)).toBe(0)
  })
})
