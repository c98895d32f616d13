import { describe, expect, test } from 'vitest'
import { missingHint, translationState } from './translation-state'

describe('whether a text pair still needs translating', () => {
  test('a Bahasa side left blank beside an English text is missing, whatever spaces it holds', () => {
    expect(translationState('Linen Shirt', '')).toBe('missing-bahasa')
    expect(translationState('Linen Shirt', '   ')).toBe('missing-bahasa')
    expect(translationState('Linen Shirt', undefined)).toBe('missing-bahasa')
  })

  test('an English side left blank beside a Bahasa text is missing too', () => {
    expect(translationState('', 'Kemeja Linen')).toBe('missing-english')
  })

  test('both sides written is complete, and both blank is nothing to translate', () => {
    expect(translationState('Linen Shirt', 'Kemeja Linen')).toBe('complete')
    expect(translationState('', ' ')).toBe('empty')
  })

  test('a missing side tells staff what the shop shows meanwhile', () => {
    expect(missingHint('missing-bahasa')).toBe('Not translated yet: the shop shows the English.')
    expect(missingHint('complete')).toBeUndefined()
  })
})
