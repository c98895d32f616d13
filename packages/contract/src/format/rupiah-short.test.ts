import { describe, expect, test } from 'vitest'
import { formatRupiahShort } from './rupiah-short'

describe('short rupiah, where a full amount does not fit', () => {
  test('thousands whole, millions with two decimals at most', () => {
    expect(formatRupiahShort(200_000)).toBe('IDR 200K')
    expect(formatRupiahShort(1_000_000)).toBe('IDR 1M')
    expect(formatRupiahShort(1_250_000)).toBe('IDR 1.25M')
    expect(formatRupiahShort(900)).toBe('IDR 900')
  })

  test('Bahasa writes ribu and juta, with a decimal comma', () => {
    expect(formatRupiahShort(250_000, 'id')).toBe('Rp 250 rb')
    expect(formatRupiahShort(1_250_000, 'id')).toBe('Rp 1,25 jt')
  })

  test("a chart's axis leaves the symbol out", () => {
    expect(formatRupiahShort(250_000, 'en', '')).toBe('250K')
  })
})
