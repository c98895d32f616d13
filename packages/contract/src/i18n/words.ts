import * as en from './compiled/messages/en.js'
import * as id from './compiled/messages/id.js'
import type { Locale } from '../locale'

/**
 * The contract's catalogue in both languages, for code that serves both (the
 * API, the server's page rendering). A page's scripts import '#words' (or
 * '@store/contract/words'), which its build resolves to its one language.
 */
export const WORDS: Record<Locale, typeof en> = { en, id }

export type WordKey = keyof typeof en

/** The key of each English text of a message without inputs: how an English answer is found again. */
const keyOfEnglish = new Map<string, WordKey>()
for (const [key, message] of Object.entries(en) as [WordKey, (typeof en)[WordKey]][]) {
  if (message.length === 0) keyOfEnglish.set((message as () => string)(), key)
}

/**
 * A text of the contract's catalogue in another language: the API's messages
 * are written in English (MESSAGES), and a call that asked for Bahasa gets
 * them in Bahasa. A text that is not a whole message of the catalogue is left as it is.
 */
export function translateMessage(text: string, locale: Locale): string {
  if (locale === 'en') return text
  const key = keyOfEnglish.get(text)
  return key ? (WORDS[locale][key] as () => string)() : text
}
