import { expect, test } from 'vitest'
import { fitNote } from './fit'

test('five units back as too small out of fifty sold say the product runs small', () => {
  expect(fitNote({ small: 5, large: 0, sold: 50 })).toBe('RUNS_SMALL')
})

test('too large works the same way the other side', () => {
  expect(fitNote({ small: 1, large: 6, sold: 40 })).toBe('RUNS_LARGE')
})

test('four units are too few to mean anything, however few were sold', () => {
  expect(fitNote({ small: 4, large: 0, sold: 4 })).toBeNull()
})

test('returns that are under 8 % of the units sold say nothing', () => {
  expect(fitNote({ small: 7, large: 0, sold: 100 })).toBeNull()
  expect(fitNote({ small: 8, large: 0, sold: 100 })).toBe('RUNS_SMALL')
})

test('buyers split between too small and too large say nothing', () => {
  expect(fitNote({ small: 6, large: 4, sold: 40 })).toBeNull()
  expect(fitNote({ small: 8, large: 4, sold: 40 })).toBe('RUNS_SMALL')
})

test('a product nobody sent back for fit has no note', () => {
  expect(fitNote({ small: 0, large: 0, sold: 0 })).toBeNull()
})
