import * as m from '#messages'

export type TranslationState = 'complete' | 'missing-bahasa' | 'missing-english' | 'empty'

const blank = (text: unknown) => typeof text !== 'string' || text.trim() === ''

/**
 * Whether a text pair still needs a translation, as the server counts it
 * (decision 069): a side is missing when it is blank and the other is not;
 * blank on both sides (a section without a button) is not missing.
 */
export function translationState(english: unknown, bahasa: unknown): TranslationState {
  if (blank(english) && blank(bahasa)) return 'empty'
  if (blank(bahasa)) return 'missing-bahasa'
  if (blank(english)) return 'missing-english'
  return 'complete'
}

/** What the field says under the missing side, so staff know what shoppers see meanwhile. */
export function missingHint(state: TranslationState): string | undefined {
  if (state === 'missing-bahasa') return m.translation_missing_bahasa()
  if (state === 'missing-english') return m.translation_missing_english()
  return undefined
}
