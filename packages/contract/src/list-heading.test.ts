import { describe, expect, test } from 'vitest'
import type { Category, CategorySub } from './catalog'
import { displayName, listHeading } from './list-heading'
import { readProductListView } from './product-list-url'

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
      pageTitle: 'Men',
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

describe("the list page's title", () => {
  test('reads as the heading, with the category before a sub-category', () => {
    expect(listHeading(view('category_id=6'), men).pageTitle).toBe('Men')
    expect(listHeading(view('category_sub_id=603'), null, sub(0)).pageTitle).toBe('Men Batik')
    expect(listHeading(view('search=linen&sale=1')).pageTitle).toBe('Search results for "linen"')
  })

  test('names a sale and what is on sale, as the heading does', () => {
    const saleMen = listHeading(view('category_id=6&sale=1'), men)
    expect(saleMen).toMatchObject({ eyebrow: 'Sale', title: 'Men', pageTitle: 'Sale: Men' })
    expect(listHeading(view('category_sub_id=603&sale=1'), null, sub(1))).toMatchObject({
      eyebrow: 'Sale',
      title: 'Batik',
      pageTitle: 'Sale: Men Batik',
    })
    expect(listHeading(view('group_id=3&sale=1'))).toMatchObject({
      eyebrow: 'Sale',
      title: 'Kids',
      pageTitle: 'Sale: Kids',
    })
    expect(listHeading(view('sale=1')).pageTitle).toBe('Sale')
  })

  test('an unknown category is titled as the whole list', () => {
    expect(listHeading(view('category_id=999'), null).pageTitle).toBe('All Products')
  })
})

test('names stored in capitals read as words, others stay as written', () => {
  expect(displayName('MEN')).toBe('Men')
  expect(displayName('BAGS & WALLETS')).toBe('Bags & Wallets')
  expect(displayName('Trousers & Jeans')).toBe('Trousers & Jeans')
  expect(displayName('T-Shirts')).toBe('T-Shirts')
})
