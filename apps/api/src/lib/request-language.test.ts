import { describe, expect, test } from 'vitest'
import { languageOf, preferredLanguageOf } from './request-language'

describe('the language a request asks for', () => {
  test('the web client names it exactly', () => {
    expect(languageOf('en')).toBe('en')
    expect(languageOf('id')).toBe('id')
  })

  test('a browser that prefers Indonesian gets Bahasa', () => {
    expect(languageOf('id-ID,id;q=0.9,en;q=0.8')).toBe('id')
    expect(languageOf('en;q=0.5, id-ID')).toBe('id')
    expect(languageOf('in-ID')).toBe('id')
    expect(languageOf('ID')).toBe('id')
  })

  test('a browser that prefers English, or another language, gets English', () => {
    expect(languageOf('en-US,en;q=0.9,id;q=0.8')).toBe('en')
    expect(languageOf('fr-FR,fr;q=0.9')).toBe('en')
    expect(languageOf('*')).toBe('en')
    expect(languageOf('id;q=0')).toBe('en')
  })

  test('a missing, repeated or hostile header is English, never an error', () => {
    for (const header of [
      undefined,
      '',
      ['id', 'en'],
      ';;;,,,q=',
      'id;q=abc',
      'id;q=-1',
      'x'.repeat(8000),
      `${'id-,'.repeat(2000)}en`,
      '\u0000id',
      'en\r\nX-Injected: 1',
    ])
      expect(languageOf(header)).toMatch(/^(en|id)$/)
    expect(languageOf(';;;,,,q=')).toBe('en')
    expect(languageOf('x'.repeat(8000))).toBe('en')
  })
})

describe('the language a first visit prefers', () => {
  test('is null when the browser names neither of ours, so the English default is not a choice', () => {
    expect(preferredLanguageOf(undefined)).toBeNull()
    expect(preferredLanguageOf('fr-FR,fr;q=0.9')).toBeNull()
    expect(preferredLanguageOf('id-ID,id;q=0.9,en;q=0.8')).toBe('id')
    expect(preferredLanguageOf('en-US,en;q=0.9,id;q=0.5')).toBe('en')
  })
})
