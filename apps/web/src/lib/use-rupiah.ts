import { DEFAULT_LOCALE } from '@store/contract/format/locale'
import { formatRupiah } from '@store/contract/format/money'
import { useAppState } from '@/stores/app-state'

/**
 * Rupiah as the shopper reads them: the contract's one rule, with the
 * currency symbol the client state holds (spec section 5, default IDR).
 */
export function useRupiah() {
  const symbol = useAppState((state) => state.currencySymbol)
  return (amount: number) => formatRupiah(amount, DEFAULT_LOCALE, symbol)
}
