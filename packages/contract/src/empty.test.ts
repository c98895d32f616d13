import { expect, test } from 'vitest'
import { isEmpty } from './empty'

test('undefined, null, false, 0, the empty string and "0" count as empty', () => {
  for (const value of [undefined, null, false, 0, '', '0']) expect(isEmpty(value)).toBe(true)
})

test('an object or array with no own properties counts as empty', () => {
  expect(isEmpty({})).toBe(true)
  expect(isEmpty([])).toBe(true)
})

test('anything with content is not empty', () => {
  for (const value of [1, -1, 'a', ' ', '00', true, [0], { a: undefined }]) {
    expect(isEmpty(value)).toBe(false)
  }
})
