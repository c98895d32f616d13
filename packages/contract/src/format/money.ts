import type { Locale } from '../locale'

/** Before the amount: the spec's 'IDR' in English (section 9), 'Rp' in Bahasa. */
export const RUPIAH_SYMBOL: Record<Locale, string> = { en: 'IDR', id: 'Rp' }

/** Thousands with '.', as Indonesia groups digits in both languages: 1.250.000. */
const grouped = (amount: number) =>
  Math.abs(Math.round(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')

/**
 * Whole rupiah, no decimals: 'IDR 1.250.000' in English, 'Rp 1.250.000' in
 * Bahasa. The shop passes the symbol its client state holds (spec section 5).
 */
export function formatRupiah(
  amount: number,
  locale: Locale = 'en',
  symbol: string = RUPIAH_SYMBOL[locale],
): string {
  return `${amount < 0 ? '-' : ''}${symbol} ${grouped(amount)}`
}
