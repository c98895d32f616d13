import { describe, expect, test } from 'vitest'
import { formatDateTime } from './date-time'
import { formatDate, formatDayMonth } from './dates'
import { toWibText } from './wib-text'

describe('dates as D MMM YYYY', () => {
  test("the API's WIB text reads as the day Jakarta had, wherever the reader is", () => {
    expect(formatDate('2026-11-02 23:30:00')).toBe('2 Nov 2026')
    expect(formatDate('2026-01-31 00:00:00')).toBe('31 Jan 2026')
    expect(formatDate('2026-08-26')).toBe('26 Aug 2026')
  })

  test("an instant written as WIB text reads as Jakarta's day: 17:30 UTC is the next day there", () => {
    expect(formatDate(toWibText(new Date('2026-11-01T17:30:00Z')))).toBe('2 Nov 2026')
  })

  test('Bahasa writes its own month names', () => {
    const months = Array.from({ length: 12 }, (_, index) =>
      formatDate(`2026-${String(index + 1).padStart(2, '0')}-26`, 'id'),
    )
    expect(months.map((date) => date.split(' ')[1])).toEqual(
      'Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des'.split(' '),
    )
    expect(formatDate('2026-08-26 13:47:00', 'id')).toBe('26 Agu 2026')
  })

  test('a missing or unreadable date shows a dash, never a wrong day', () => {
    expect(formatDate(null)).toBe('-')
    expect(formatDate('')).toBe('-')
    expect(formatDate('soon')).toBe('-')
    expect(formatDate('2026-13-01 00:00:00')).toBe('-')
    expect(formatDate('2026-02-32')).toBe('-')
    expect(formatDate('2026-11-02 24:00')).toBe('-')
  })

  test('a day without its year, for a chart', () => {
    expect(formatDayMonth('2026-11-26')).toBe('26 Nov')
    expect(formatDayMonth('2026-08-26', 'id')).toBe('26 Agu')
  })
})

describe('dates with their time', () => {
  test('English: D MMM YYYY HH:mm WIB', () => {
    expect(formatDateTime('2026-08-26 13:47:05')).toBe('26 Aug 2026 13:47 WIB')
    expect(formatDateTime('2026-11-02 08:05')).toBe('2 Nov 2026 08:05 WIB')
    expect(formatDateTime(toWibText(new Date('2026-08-26T06:47:00Z')))).toBe(
      '26 Aug 2026 13:47 WIB',
    )
  })

  test('Bahasa: a dot between hours and minutes', () => {
    expect(formatDateTime('2026-08-26 13:47:05', 'id')).toBe('26 Agu 2026 13.47 WIB')
  })

  test('a text that names a day only shows the day, a missing one a dash', () => {
    expect(formatDateTime('2026-11-02')).toBe('2 Nov 2026')
    expect(formatDateTime(undefined)).toBe('-')
  })
})
