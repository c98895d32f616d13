import { describe, expect, test } from 'vitest'
import {
  formatJakartaDateTime,
  formatJakartaMinute,
  formatJakartaReadable,
  parseJakartaDateTime,
} from './jakarta-time'

describe('Jakarta time', () => {
  test('writes UTC instants in WIB, seven hours ahead, across the date line', () => {
    const evening = new Date('2026-11-01T20:30:15Z')
    expect(formatJakartaDateTime(evening)).toBe('2026-11-02 03:30:15')
    expect(formatJakartaMinute(evening)).toBe('2026-11-02 03:30')
  })

  test('writes the date a shopper reads as D MMM YYYY and the time in WIB', () => {
    expect(formatJakartaReadable(new Date('2026-11-26T06:47:59Z'))).toBe('26 Nov 2026 13:47')
    expect(formatJakartaReadable(new Date('2026-12-31T17:05:00Z'))).toBe('1 Jan 2027 00:05')
  })

  test('reads back what it writes, with or without seconds, and refuses dates that do not exist', () => {
    const instant = new Date('2026-11-01T03:00:00Z')
    expect(parseJakartaDateTime('2026-11-01 10:00:00')).toEqual(instant)
    expect(parseJakartaDateTime('2026-11-01 10:00')).toEqual(instant)
    expect(parseJakartaDateTime('2026-02-31 10:00:00')).toBeNull()
    expect(parseJakartaDateTime('tomorrow')).toBeNull()
  })
})
