import { describe, expect, test } from 'vitest'
import { MAX_ID, parseId } from './ids'

describe('the id rule of URLs', () => {
  test.each(['1', '12', '0012', String(MAX_ID)])('%s is an id', (raw) => {
    expect(parseId(raw)).toBe(Number(raw))
  })

  test.each([
    '',
    '0',
    '-1',
    '1.5',
    '1e3',
    '+1',
    ' 1',
    'abc',
    '3000000000',
    String(MAX_ID + 1),
    '99999999999',
  ])('"%s" is not an id', (raw) => {
    expect(parseId(raw)).toBeNull()
  })

  test('a missing value is not an id', () => {
    expect(parseId(null)).toBeNull()
    expect(parseId(undefined)).toBeNull()
  })
})
