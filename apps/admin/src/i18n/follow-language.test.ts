import { expect, test } from 'vitest'
import { shouldReloadFor } from './follow-language'

test("a page built in another language than the account's loads again in the account's", () => {
  expect(shouldReloadFor('id', 'en', null)).toBe(true)
  expect(shouldReloadFor('en', 'id', null)).toBe(true)
})

test("a page already in the account's language stays as it is", () => {
  expect(shouldReloadFor('id', 'id', null)).toBe(false)
  expect(shouldReloadFor('en', 'en', 'id')).toBe(false)
})

test('a browser that kept no cookie is not sent round again after one try', () => {
  expect(shouldReloadFor('id', 'en', 'id')).toBe(false)
  // A later change of language is a new try.
  expect(shouldReloadFor('en', 'id', 'id')).toBe(true)
})
