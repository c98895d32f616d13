import { expect, test } from 'vitest'
import { ProductListQuerySchema } from './catalog'
import { accept, huge, refusal } from './test-utils'

test('a product list asks for page 1 of 8 unless told otherwise', () => {
  // No sort is left to the server: NEWEST, or best match for a search.
  expect(accept(ProductListQuerySchema, {})).toEqual({ page: 1, limit: 8 })
})

test('query values are read as numbers, flags and trimmed text', () => {
  const parsed = accept(ProductListQuerySchema, {
    page: '2',
    category_id: '6',
    sale: '1',
    search: '  linen ',
    sort: 'PRICE_ASC',
  })
  expect(parsed).toMatchObject({
    page: 2,
    category_id: 6,
    sale: true,
    search: 'linen',
    sort: 'PRICE_ASC',
  })
})

test('an unknown sort, an oversized search or a page of 0 is refused readably', () => {
  expect(refusal(ProductListQuerySchema, { sort: 'CHEAPEST' })).toBe(
    'Sort must be one of NEWEST, PRICE_DESC or PRICE_ASC.',
  )
  expect(refusal(ProductListQuerySchema, { search: huge(101) })).toBe(
    'Search must be at most 100 characters.',
  )
  expect(refusal(ProductListQuerySchema, { page: '0' })).toBe('Page starts at 1.')
})
