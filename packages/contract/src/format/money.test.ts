import { describe, expect, test } from 'vitest'
import { formatRupiah } from './money'

describe('rupiah', () => {
  test('English writes the spec way: IDR, Indonesian digit grouping, no decimals', () => {
    expect(formatRupiah(1_250_000)).toBe('IDR 1.250.000')
    expect(formatRupiah(1_250_000, 'en')).toBe('IDR 1.250.000')
    expect(formatRupiah(999)).toBe('IDR 999')
    expect(formatRupiah(0)).toBe('IDR 0')
    expect(formatRupiah(1_250_000.4)).toBe('IDR 1.250.000')
  })

  test('Bahasa writes Rp with a space and the same grouping', () => {
    expect(formatRupiah(1_250_000, 'id')).toBe('Rp 1.250.000')
    expect(formatRupiah(20_000, 'id')).toBe('Rp 20.000')
  })

  test("the shop's own currency symbol from its state is used as given", () => {
    expect(formatRupiah(20_000, 'en', 'Rp')).toBe('Rp 20.000')
  })

  test('a negative amount (a discount row) keeps its sign in front', () => {
    expect(formatRupiah(-100_000)).toBe('-IDR 100.000')
    expect(formatRupiah(-100_000, 'id')).toBe('-Rp 100.000')
  })
})
