import { formatRupiah, RUPIAH_SYMBOL } from '@store/contract/format/money'
import { LOCALE } from '@/i18n/locale'
import { useAppState } from '@/stores/app-state'

/**
 * Rupiah as the shopper reads them: the contract's one rule in this build's
 * language. English writes the symbol the client state holds (spec section 5,
 * default IDR); Bahasa writes 'Rp', as Indonesian shops do.
 */
export function useRupiah() {
  const symbol = useAppState((state) => state.currencySymbol)
  return (amount: number) =>
    formatRupiah(amount, LOCALE, LOCALE === 'en' ? symbol : RUPIAH_SYMBOL[LOCALE])
}
