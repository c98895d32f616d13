import { describe, expect, test } from 'vitest'
import { readWibText, wibPartsOf } from './wib'
import { parseWibText, toWibText, wibInstant } from './wib-text'

describe("Jakarta's clock", () => {
  test('is seven hours ahead of UTC all year, summer or not', () => {
    expect(toWibText(new Date('2026-01-15T17:30:05Z'))).toBe('2026-01-16 00:30:05')
    expect(toWibText(new Date('2026-07-15T17:30:05Z'))).toBe('2026-07-16 00:30:05')
  })

  test('an instant written to the minute or the day', () => {
    const instant = new Date('2026-08-26T06:47:59Z')
    expect(toWibText(instant, 'minute')).toBe('2026-08-26 13:47')
    expect(toWibText(instant, 'day')).toBe('2026-08-26')
    expect(wibPartsOf(instant)).toMatchObject({ year: 2026, month: 8, day: 26, hour: 13 })
  })

  test('WIB text names the instant it was written at, with a space or a T', () => {
    expect(parseWibText('2026-08-26 13:47:05')?.toISOString()).toBe('2026-08-26T06:47:05.000Z')
    expect(parseWibText('2026-08-26 13:47')?.toISOString()).toBe('2026-08-26T06:47:00.000Z')
    expect(parseWibText('2026-08-26T00:00')?.toISOString()).toBe('2026-08-25T17:00:00.000Z')
  })

  test('writing and reading back gives the same instant', () => {
    const instant = new Date('2026-12-31T23:59:59Z')
    expect(parseWibText(toWibText(instant))?.getTime()).toBe(instant.getTime())
  })

  test('a day the calendar lacks, an hour past 23 or a day without a time is no instant', () => {
    expect(parseWibText('2026-02-31 10:00')).toBeNull()
    expect(parseWibText('2026-02-10 24:00')).toBeNull()
    expect(parseWibText('2026-02-10')).toBeNull()
    expect(parseWibText('10:00 2026-02-10')).toBeNull()
    expect(readWibText('2026-02-10')).toMatchObject({ day: 10, hasTime: false })
  })

  test('a fixture or seed row with a mistake in its date stops at once', () => {
    expect(wibInstant('2025-03-01 00:00:00').toISOString()).toBe('2025-02-28T17:00:00.000Z')
    expect(() => wibInstant('2025-02-29 00:00')).toThrow("'2025-02-29 00:00' is not a WIB date")
  })
})
