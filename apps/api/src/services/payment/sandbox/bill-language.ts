import { DEFAULT_LOCALE, splitLocalePath } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { MAIL_WORDS } from '../../../i18n/words'
import type { BillFields } from './bill-form'

export type PageWords = (typeof MAIL_WORDS)[Locale]

/**
 * The language the built-in page speaks to a bill's shopper: the shop's, as
 * its signed return address names it (`/id/payment/response` for an order
 * placed in Bahasa, decision 073), as a provider's page follows the
 * merchant's language setting. Anything unreadable is English.
 */
export function billLanguage(fields: Pick<BillFields, 'return_url'>): Locale {
  try {
    return splitLocalePath(new URL(fields.return_url).pathname).locale
  } catch {
    return DEFAULT_LOCALE
  }
}

export const pageWords = (locale: Locale): PageWords => MAIL_WORDS[locale]
