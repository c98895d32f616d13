import { describe, expect, test } from 'vitest'
import { formatOrderDate, formatOrderDateTime } from './order-dates'

describe('order dates', () => {
  test("an order date shows as 'D MMM YYYY' without a leading zero", () => {
    expect(formatOrderDate('2026-11-01 10:30:00')).toBe('1 Nov 2026')
    expect(formatOrderDate('2025-03-22 23:59:59')).toBe('22 Mar 2025')
  })

  test("a missing or unreadable date shows '-'", () => {
    expect(formatOrderDate(null)).toBe('-')
    expect(formatOrderDate('yesterday')).toBe('-')
  })

  test('a tracking entry keeps its hour and minute', () => {
    expect(formatOrderDateTime('2026-11-02 08:05')).toBe('2 Nov 2026 08:05')
    expect(formatOrderDateTime('2026-11-02')).toBe('2 Nov 2026')
  })
})
