import { describe, expect, test } from 'vitest'
import type { Category } from '@store/contract/catalog'
import { NAV_ENTRIES, categoryMenu, saleMenu } from './nav-model'

const createCategory = (overrides: Partial<Category> = {}): Category => ({
  id: 6,
  name: 'MEN',
  category_subs: [],
  cover_image_url: '/media/banners/cover-men.svg',
  cover_text: 'Easy tailoring for the tropics.',
  ...overrides,
})

describe('the navigation', () => {
  test('offers the menus and links of the spec', () => {
    const targets = NAV_ENTRIES.map((entry) => (entry.kind === 'menu' ? entry.id : entry.to))
    expect(targets).toEqual([
      'men',
      'women',
      'accessories',
      '/products?group_id=3',
      '/products',
      'sale',
      '/hashtag',
    ])
  })

  test('the men menu links the category, its landing, its sale and every sub-category', () => {
    const men = createCategory({ id: 6, category_subs: [{ id: 601, name: 'T-Shirts' }] })
    const menu = categoryMenu('men', [men])
    expect(menu.highlights.map((link) => link.to)).toEqual([
      '/products?category_id=6',
      '/shop/men',
      '/products?sale=1&category_id=6',
    ])
    expect(menu.links).toEqual([{ label: 'T-Shirts', to: '/products?category_sub_id=601' }])
  })

  test('accessories have no landing page, so the feature tile leads to the category', () => {
    const accessories = createCategory({ id: 8 })
    expect(categoryMenu('accessories', [accessories]).feature?.to).toBe('/products?category_id=8')
  })

  test('a menu still offers its highlights before the categories have loaded', () => {
    const menu = categoryMenu('women', undefined)
    expect(menu.links).toEqual([])
    expect(menu.highlights[0]?.to).toBe('/products?category_id=7')
  })

  test('the sale menu shops the sale as a whole and by category', () => {
    const { highlights, links } = saleMenu()
    expect([...highlights, ...links].map((link) => link.to)).toEqual([
      '/products?sale=1',
      '/products?sale=1&category_id=7',
      '/products?sale=1&category_id=6',
      '/products?sale=1&category_id=8',
    ])
  })
})
