import { describe, expect, test } from 'vitest'
import { daysBack, presetRange, rangeOf } from './date-range'

describe("the dashboard's ranges", () => {
  test('the last 7 days end on the last day shown and count it', () => {
    expect(presetRange(7, '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' })
  })

  test('90 days back crosses months and the year as the calendar does', () => {
    expect(daysBack('2026-03-01', 90)).toBe('2025-12-02')
    expect(daysBack('2028-03-01', 2)).toBe('2028-02-29')
  })

  test('the last 30 days are the dashboard as it opens, with nothing in the address', () => {
    expect(presetRange(30, '2026-11-26')).toBeNull()
  })

  test('a range shared as a link comes back from the address', () => {
    expect(rangeOf(new URLSearchParams('from=2026-11-01&to=2026-11-15'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
    })
    expect(rangeOf(new URLSearchParams())).toEqual({ from: undefined, to: undefined })
  })
})
