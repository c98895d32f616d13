import { describe, expect, test } from 'vitest'
import { readProductListView } from '@store/contract/product-list-url'
import {
  isPriceBandActive,
  priceBandParams,
  sortParam,
  toggleSize,
  withParams,
  withScope,
} from './product-list-params'

const view = (query: string) => readProductListView(new URLSearchParams(query))

describe('the product list URL', () => {
  test('setting a parameter keeps the others and removing one drops it', () => {
    const next = withParams(new URLSearchParams('search=linen&sort=PRICE_ASC'), {
      sort: undefined,
      sale: 1,
    })
    expect(next.toString()).toBe('search=linen&sale=1')
  })

  test('choosing a category clears the sizes, prices and group of the previous scope but keeps the search', () => {
    const next = withScope(
      new URLSearchParams('search=linen&group_id=3&sizes=M&price_max=199999&category_sub_id=603'),
      {
        category_id: 6,
      },
    )
    expect(Object.fromEntries(next)).toEqual({ search: 'linen', category_id: '6' })
  })

  test('the default sort is left out of the URL and best match is named', () => {
    expect(sortParam('PRICE_DESC')).toBeUndefined()
    expect(sortParam('NEWEST')).toBe('NEWEST')
    expect(sortParam('PRICE_ASC')).toBe('PRICE_ASC')
    expect(sortParam(undefined)).toBe('BEST_MATCH')
  })

  test('every sort the shopper picks reads back from the URL as the same sort', () => {
    const base = new URLSearchParams('search=linen')
    for (const sort of ['NEWEST', 'PRICE_DESC', 'PRICE_ASC', undefined] as const) {
      expect(readProductListView(withParams(base, { sort: sortParam(sort) })).sort).toBe(sort)
    }
  })

  test('a size chip adds its size and a second click removes it again', () => {
    expect(toggleSize(view('sizes=M'), 'L')).toBe('M,L')
    expect(toggleSize(view('sizes=M,L'), 'M')).toBe('L')
    expect(toggleSize(view('sizes=M'), 'M')).toBeUndefined()
  })

  test('a price band becomes an inclusive price range and reads back as active', () => {
    const band = { min: 200_000, max: 400_000 }
    expect(priceBandParams(band)).toEqual({ price_min: 200_000, price_max: 399_999 })
    expect(isPriceBandActive(view('price_min=200000&price_max=399999'), band)).toBe(true)
    expect(isPriceBandActive(view('price_min=200000'), band)).toBe(false)
  })

  test('the open-ended bands have no lower or no upper bound', () => {
    expect(priceBandParams({ min: 0, max: 200_000 })).toEqual({
      price_min: undefined,
      price_max: 199_999,
    })
    expect(priceBandParams({ min: 1_000_000, max: null })).toEqual({
      price_min: 1_000_000,
      price_max: undefined,
    })
    expect(isPriceBandActive(view(''), { min: 0, max: null })).toBe(false)
    expect(isPriceBandActive(view('price_min=1000000'), { min: 1_000_000, max: null })).toBe(true)
  })
})
