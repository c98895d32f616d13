import { describe, expect, test } from 'vitest'
import { productListPayload, readProductListView } from './product-list-url'

const view = (query: string) => readProductListView(new URLSearchParams(query))

describe('reading the product list URL', () => {
  test('the page sorts by NEWEST when the URL names no sort', () => {
    expect(view('category_id=6')).toEqual({ category_id: 6, sort: 'NEWEST' })
  })

  test('a search without a sort is left to best match; a chosen sort is kept', () => {
    expect(view('search=linen')).toEqual({ search: 'linen' })
    expect(view('search=linen&sort=PRICE_ASC')).toEqual({ search: 'linen', sort: 'PRICE_ASC' })
  })

  test('values that make no sense are dropped, not sent', () => {
    expect(
      view('category_id=abc&page=-1&sort=CHEAPEST&sale=yes&sizes=M,<b>,l&price_min=-5'),
    ).toEqual({
      sort: 'NEWEST',
      sizes: 'M,L',
    })
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
