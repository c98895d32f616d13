import { expect, test } from 'vitest'
import { describeDiscount, describeWindow, targetCount } from './promotion-text'

test('a discount reads as its percent with its cap, plus its nominal', () => {
  expect(describeDiscount({ disc_percent: 15, disc_nominal: 10000, disc_max: 75000 })).toBe(
    '15% up to IDR 75.000 + IDR 10.000',
  )
  expect(describeDiscount({ disc_percent: 20, disc_nominal: 0 })).toBe('20%')
  expect(describeDiscount({ disc_percent: 0, disc_nominal: 50000 })).toBe('IDR 50.000')
})

test('a window reads as always, until, from, or both ends', () => {
  expect(describeWindow({ starts_at: null, ends_at: null })).toBe('Always')
  expect(describeWindow({ starts_at: null, ends_at: '2026-08-31 23:59:00' })).toBe(
    'Until 31 Aug 2026 23:59 WIB',
  )
  expect(describeWindow({ starts_at: '2026-08-01 00:00:00', ends_at: null })).toBe(
    'From 1 Aug 2026 00:00 WIB',
  )
  expect(describeWindow({ starts_at: '2026-08-01 00:00:00', ends_at: '2026-08-31 23:59:00' })).toBe(
    '1 Aug 2026 00:00 WIB – 31 Aug 2026 23:59 WIB',
  )
})

test("a bundle's targets are counted in the singular for one and the plural for more", () => {
  expect(targetCount('PRODUCT', 1)).toBe('1 product')
  expect(targetCount('PRODUCT', 3)).toBe('3 products')
  expect(targetCount('SUB_GROUP', 1)).toBe('1 sub-category')
  expect(targetCount('SUB_GROUP', 2)).toBe('2 sub-categories')
  expect(targetCount('GROUP', 0)).toBe('0 groups')
})
