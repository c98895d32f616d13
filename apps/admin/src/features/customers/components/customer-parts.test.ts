import { expect, test } from 'vitest'
import { orderCount } from './customer-parts'

test('one order is an order and any other count is orders', () => {
  expect(orderCount(1)).toBe('1 order')
  expect(orderCount(0)).toBe('0 orders')
  expect(orderCount(12)).toBe('12 orders')
})
