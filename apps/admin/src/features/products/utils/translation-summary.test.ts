import { describe, expect, test } from 'vitest'
import type { MissingCounts } from '@store/contract/admin/translations'
import { otherTextsMissing, productCount } from './translation-summary'

const NONE: MissingCounts = {
  products: 0,
  products_with_sizes: 0,
  categories: 0,
  category_subs: 0,
  home_sections: 0,
  image_sliders: 0,
  category_landings: 0,
  settings: 0,
}

describe('what is left to translate, in words', () => {
  test('the shop texts still missing are named with their counts, the ones done left out', () => {
    expect(otherTextsMissing({ ...NONE, categories: 2, image_sliders: 1, settings: 1 })).toBe(
      '2 categories, 1 slide, 1 shop text',
    )
  })

  test('nothing missing says nothing, and products are counted as the back office writes numbers', () => {
    expect(otherTextsMissing({ ...NONE, products: 5 })).toBeNull()
    expect(productCount(1)).toBe('1 product')
    expect(productCount(1204)).toBe('1.204 products')
  })
})
