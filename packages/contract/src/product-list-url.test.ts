import { describe, expect, test } from 'vitest'
import { productListPayload, readProductListView } from './product-list-url'

const view = (query: string) => readProductListView(new URLSearchParams(query))

describe('reading the product list URL', () => {
  test('the page sorts by price, high to low, when the URL names no sort', () => {
    expect(view('category_id=6')).toEqual({ category_id: 6, sort: 'PRICE_DESC' })
    expect(view('category_id=6&sort=NEWEST')).toEqual({ category_id: 6, sort: 'NEWEST' })
  })

  test('a search follows the page default and is left to best match only when asked', () => {
    expect(view('search=linen')).toEqual({ search: 'linen', sort: 'PRICE_DESC' })
    expect(view('search=linen&sort=BEST_MATCH')).toEqual({ search: 'linen' })
    expect(view('search=linen&sort=PRICE_ASC')).toEqual({ search: 'linen', sort: 'PRICE_ASC' })
  })

  test('best match outside a search falls back to the page default', () => {
    expect(view('category_id=7&sort=BEST_MATCH')).toEqual({ category_id: 7, sort: 'PRICE_DESC' })
  })

  test('values that make no sense are dropped, not sent', () => {
    expect(
      view('category_id=abc&page=-1&sort=CHEAPEST&sale=yes&sizes=M,<b>,l&price_min=-5'),
    ).toEqual({
      sort: 'PRICE_DESC',
      sizes: 'M,L',
    })
  })

  test('a search keeps what can be searched of it, and is dropped when nothing is left', () => {
    expect(view('search=lin%00en&sort=NEWEST')).toEqual({ sort: 'NEWEST', search: 'linen' })
    expect(view('search=%00%00')).toEqual({ sort: 'PRICE_DESC' })
  })

  test('the first page asks for facets, later pages do not', () => {
    expect(productListPayload({ sort: 'NEWEST' }, 1)).toEqual({
      sort: 'NEWEST',
      page: 1,
      limit: 8,
      facets: 1,
    })
    expect(productListPayload({ sort: 'NEWEST' }, 2)).toEqual({ sort: 'NEWEST', page: 2, limit: 8 })
  })
})
