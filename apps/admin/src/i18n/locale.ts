import {
  formatDate as formatDateIn,
  formatDayMonth as formatDayMonthIn,
} from '@store/contract/format/dates'
import { formatDateTime as formatDateTimeIn } from '@store/contract/format/date-time'
import { formatRupiah as formatRupiahIn } from '@store/contract/format/money'
import { TRX_STATUS_NAMES } from '@store/contract/format/order-status'
import { formatRupiahShort as formatRupiahShortIn } from '@store/contract/format/rupiah-short'
import type { WibText } from '@store/contract/format/wib'
import { env } from '@/env'

/**
 * The language this build of the back office speaks, the signed-in staff
 * member's (docs/decisions/071): each language is its own build with its own
 * messages, so money, dates and status names follow it too, through the
 * contract's one formatting module.
 */
export const LOCALE = env.locale

/** 'IDR 1.250.000' in English (the spec's), 'Rp 1.250.000' in Bahasa. */
export const formatRupiah = (amount: number) => formatRupiahIn(amount, LOCALE)

/** 'IDR 1.25M' in English, 'Rp 1,25 jt' in Bahasa; an empty symbol leaves it out. */
export const formatRupiahShort = (amount: number, symbol?: string) =>
  formatRupiahShortIn(amount, LOCALE, symbol)

/** '26 Aug 2026', in Bahasa '26 Agu 2026'. */
export const formatDate = (value: WibText) => formatDateIn(value, LOCALE)

/** '26 Aug', in Bahasa '26 Agu'. */
export const formatDayMonth = (value: WibText) => formatDayMonthIn(value, LOCALE)

/** '26 Aug 2026 13:47 WIB', in Bahasa '26 Agu 2026 13.47 WIB'. */
export const formatDateTime = (value: WibText) => formatDateTimeIn(value, LOCALE)

/** Each order status's name in this language. */
export const TRX_STATUS_LABELS = TRX_STATUS_NAMES[LOCALE]
