import { describe, expect, test } from 'vitest'
import type { Category, CategorySub } from '@store/contract/catalog'
import { readProductListView } from '@store/contract/product-list-url'
import { displayName, listHeading } from './list-heading'

const view = (query: string) => readProductListView(new URLSearchParams(query))

const men: Category = {
  id: 6,
  name: 'MEN',
  category_subs: [],
  cover_image_url: '/media/banners/men.svg',
  cover_text: 'Everyday pieces for him.',
}
const sub = (showCover: 0 | 1): CategorySub => ({
  id: 603,
  name: 'Batik',
  show_cover: showCover,
  cover_image_url: '/media/banners/batik.svg',
  cover_text: 'Hand-stamped batik.',
  category: {
    id: 6,
    name: 'Men',
    cover_image_url: men.cover_image_url,
    cover_text: men.cover_text,
  },
})

describe('the product list heading', () => {
  test('a category shows its own cover, title and text', () => {
    expect(listHeading(view('category_id=6'), men)).toEqual({
      title: 'Men',
      text: 'Everyday pieces for him.',
      imageUrl: '/media/banners/men.svg',
    })
  })

  test('a sub-category with show_cover 1 shows its own cover', () => {
    expect(listHeading(view('category_sub_id=603'), undefined, sub(1))).toMatchObject({
      eyebrow: 'Men',
      title: 'Batik',
      imageUrl: '/media/banners/batik.svg',
      text: 'Hand-stamped batik.',
    })
  })

  test("a sub-category without show_cover shows the parent category's cover", () => {
    expect(listHeading(view('category_sub_id=603'), undefined, sub(0))).toMatchObject({
      title: 'Batik',
      imageUrl: '/media/banners/men.svg',
      text: 'Everyday pieces for him.',
    })
  })

  test('search, sale, kids and everything else have their own titles', () => {
    expect(listHeading(view('search=linen')).title).toBe('Search results for "linen"')
    expect(listHeading(view('sale=1')).title).toBe('Sale')
    expect(listHeading(view('group_id=3')).title).toBe('Kids')
    expect(listHeading(view('')).title).toBe('All Products')
  })
})

test('names stored in capitals read as words, others stay as written', () => {
  expect(displayName('MEN')).toBe('Men')
  expect(displayName('BAGS & WALLETS')).toBe('Bags & Wallets')
  expect(displayName('Trousers & Jeans')).toBe('Trousers & Jeans')
  expect(displayName('T-Shirts')).toBe('T-Shirts')
})
