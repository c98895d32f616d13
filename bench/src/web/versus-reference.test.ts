import { describe, expect, test } from 'vitest'
import { median, spread, versus } from './versus-reference'

describe('a figure beside the reference', () => {
  test('a page twice as slow as the reference reads ratio 2 and the difference in ms', () => {
    expect(versus(120, 60)).toEqual({ page: 120, reference: 60, difference: 60, ratio: 2 })
  })

  test('a reference with no blocking time gives no ratio, only the difference', () => {
    expect(versus(35, 0)).toEqual({ page: 35, reference: 0, difference: 35, ratio: null })
  })

  test('a figure missing on either side leaves the difference and ratio unknown', () => {
    expect(versus(null, 40)).toEqual({ page: null, reference: 40, difference: null, ratio: null })
    expect(versus(40, null).ratio).toBeNull()
  })

  test('a page faster than the reference reads a negative difference and a ratio under 1', () => {
    expect(versus(1200, 1600)).toEqual({
      page: 1200,
      reference: 1600,
      difference: -400,
      ratio: 0.75,
    })
  })
})

describe('the median of runs', () => {
  test('five runs give the third in order, whatever order they ran in', () => {
    expect(median([230, 18, 97, 45, 186])).toBe(97)
  })

  test('four runs give the mean of the middle two', () => {
    expect(median([10, 40, 20, 30])).toBe(25)
  })

  test('a failed run (no figure) is left out, and no run at all gives no median', () => {
    expect(median([99, null, 97])).toBe(98)
    expect(median([null, null])).toBeNull()
    expect(median([])).toBeNull()
  })

  test('the spread of a machine figure gives its lowest, median and highest value', () => {
    expect(spread([1.2, null, 0.4, 3.1])).toEqual({ min: 0.4, median: 1.2, max: 3.1 })
    expect(spread([null])).toBeNull()
  })
})
