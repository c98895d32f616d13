import { MAX_CART_QTY } from '@store/contract/constants'
import { formatRupiah } from '@store/contract/format/money'
import { WORDS, translateMessage } from '@store/contract/i18n/words'
import { stockLimitMessage } from '@store/contract/messages'
import type { Said } from './http-errors'

/** 'This promo code needs a purchase of at least IDR 300.000.', 'Rp 300.000' in Bahasa. */
export const promoMinimumSaid =
  (minPurchase: number): Said =>
  (locale) =>
    WORDS[locale].promo_minimum({ amount: formatRupiah(minPurchase, locale) })

export const promoMemberLimitSaid =
  (limit: number): Said =>
  (locale) =>
    WORDS[locale].promo_member_limit({ limit })

/** The contract's stock limit (stockLimitMessage), its count said in the call's language. */
export const stockLimitSaid =
  (available: number): Said =>
  (locale) =>
    available > 0 && available < MAX_CART_QTY
      ? WORDS[locale].stock_limit({ count: available })
      : translateMessage(stockLimitMessage(available), locale)
