import { formatDateTime } from '@store/contract/format/date-time'
import { TRX_STATUS_NAMES } from '@store/contract/format/order-status'
import type { TrxStatus } from '@store/contract/order-status'
import { WORDS } from '@store/contract/i18n/words'
import type { WibText } from '@store/contract/format/wib'
import type { Said } from '../../../lib/http-errors'

/**
 * The counter's refusals in the clerk's language: each names an order, a code
 * or a showroom, so the answer's translation of whole messages cannot say
 * them. The English is the contract's COUNTER_MESSAGES, word for word.
 */
export const COUNTER_SAID = {
  noSuchCode:
    (code: string): Said =>
    (locale) =>
      WORDS[locale].counter_no_such_code({ code }),
  noSuchOrder:
    (ref: string): Said =>
    (locale) =>
      WORDS[locale].counter_no_such_order({ ref }),
  wrongCode:
    (ref: string): Said =>
    (locale) =>
      WORDS[locale].counter_wrong_code({ ref }),
  sharedCode:
    (code: string): Said =>
    (locale) =>
      WORDS[locale].counter_shared_code({ code }),
  otherShowroom:
    (ref: string, showroom: string): Said =>
    (locale) =>
      WORDS[locale].counter_other_showroom({ ref, showroom }),
  unpaid:
    (ref: string): Said =>
    (locale) =>
      WORDS[locale].counter_unpaid({ ref }),
  collected:
    (ref: string, when: WibText | null): Said =>
    (locale) =>
      when
        ? WORDS[locale].counter_collected_at({ ref, at: formatDateTime(when, locale) })
        : WORDS[locale].counter_collected({ ref }),
  closed:
    (ref: string, status: TrxStatus): Said =>
    (locale) =>
      WORDS[locale].counter_closed({ ref, status: TRX_STATUS_NAMES[locale][status] }),
  notReady:
    (ref: string): Said =>
    (locale) =>
      WORDS[locale].counter_not_ready({ ref }),
} as const
