import { expect, test } from 'vitest'
import { formatDate } from './format-date'

test('an API date reads as D MMM YYYY on the day Jakarta had', () => {
  expect(formatDate('2026-11-02 23:30:00')).toBe('2 Nov 2026')
  expect(formatDate('2026-01-31 00:00:00')).toBe('31 Jan 2026')
})

test('something that is not a date is shown as it came', () => {
  expect(formatDate('soon')).toBe('soon')
  expect(formatDate('2026-13-01 00:00:00')).toBe('2026-13-01 00:00:00')
})
