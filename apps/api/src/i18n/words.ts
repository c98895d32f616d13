import type { Locale } from '@store/contract/locale'
import * as en from './compiled/messages/en.js'
import * as id from './compiled/messages/id.js'

/**
 * The API's own catalogue (apps/api/i18n, compiled by `npm run messages`):
 * what its mails say to a shopper and the back office's order page to staff,
 * in each language (decision 073). The
 * words the shop says too live in the contract's catalogue (WORDS).
 */
export const MAIL_WORDS: Record<Locale, typeof en> = { en, id }
