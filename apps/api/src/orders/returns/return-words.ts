import type { Locale } from '@store/contract/locale'
import type { ReturnState } from '@store/contract/returns'
import { MAIL_WORDS } from '../../i18n/words'

/** A return's state as its buyer and staff read it, in their language. */
export function returnStateWord(locale: Locale, state: ReturnState): string {
  const words = MAIL_WORDS[locale]
  const named: Record<ReturnState, () => string> = {
    REQUESTED: words.returns_state_requested,
    APPROVED: words.returns_state_approved,
    REFUSED: words.returns_state_refused,
    RECEIVED: words.returns_state_received,
    RESTOCKED: words.returns_state_restocked,
    EXCHANGE_SHIPPED: words.returns_state_exchange_shipped,
    EXCHANGE_READY: words.returns_state_exchange_ready,
    REFUND_RECORDED: words.returns_state_refund_recorded,
    CLOSED: words.returns_state_closed,
  }
  return named[state]()
}
