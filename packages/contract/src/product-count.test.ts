import { describe, expect, test } from 'vitest'
import { hasMorePages, productCountLabel } from './product-count'

const page = (size: number, count: number, capped?: true) => ({
  products: Array.from({ length: size }, (_, index) => index),
  product_count: count,
  ...(capped ? { product_count_capped: capped } : {}),
})

describe('the size of a product list', () => {
  test('an exact count reads as the number, a capped one with a plus', () => {
    expect(productCountLabel(page(8, 220))).toBe('220')
    expect(productCountLabel(page(8, 1000, true))).toBe('1000+')
  })

  test('a list stops once it has loaded its count', () => {
    expect(hasMorePages(page(8, 220), 216, 8)).toBe(true)
    expect(hasMorePages(page(4, 220), 220, 8)).toBe(false)
  })

  test('past a capped count the list goes on while pages come back full', () => {
    expect(hasMorePages(page(8, 1000, true), 1008, 8)).toBe(true)
    expect(hasMorePages(page(3, 1000, true), 1203, 8)).toBe(false)
    expect(hasMorePages(page(0, 1000, true), 1200, 8)).toBe(false)
  })
})
