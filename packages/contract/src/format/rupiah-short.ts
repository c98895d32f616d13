import type { Locale } from '../locale'
import { RUPIAH_SYMBOL } from './money'

/** Millions and thousands, where a full amount does not fit. */
const SHORT_UNITS: Record<Locale, { million: string; thousand: string; decimal: string }> = {
  en: { million: 'M', thousand: 'K', decimal: '.' },
  id: { million: ' jt', thousand: ' rb', decimal: ',' },
}

/**
 * Rupiah where a full amount does not fit (the shop's price filters, a
 * chart's axis): 'IDR 200K' and 'IDR 1.25M' in English, 'Rp 200 rb' and
 * 'Rp 1,25 jt' in Bahasa; an empty symbol leaves it out ('200K').
 */
export function formatRupiahShort(
  amount: number,
  locale: Locale = 'en',
  symbol: string = RUPIAH_SYMBOL[locale],
): string {
  const units = SHORT_UNITS[locale]
  const short =
    amount >= 1_000_000
      ? `${String(Math.round(amount / 10_000) / 100).replace('.', units.decimal)}${units.million}`
      : amount >= 1_000
        ? `${Math.round(amount / 1_000)}${units.thousand}`
        : String(amount)
  return symbol ? `${symbol} ${short}` : short
}
