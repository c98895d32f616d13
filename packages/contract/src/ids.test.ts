import { describe, expect, test } from 'vitest'
import { productDetailIdField } from './cart'
import { IdQuerySchema } from './catalog'
import { requiredId } from './common'
import { MAX_ID, parseId } from './ids'

const NOT_IDS = [
  '',
  '0',
  '00',
  '-1',
  '1.5',
  '5.0',
  '1e1',
  '1e3',
  '+1',
  '+5',
  ' 1',
  ' 5',
  '5 ',
  '05',
  '0012',
  '0x10',
  '١٢',
  'abc',
  '3000000000',
  String(MAX_ID + 1),
  '99999999999',
  '9'.repeat(400),
]

describe('the id rule of URLs', () => {
  test.each(['1', '12', '10', String(MAX_ID)])('%s is an id', (raw) => {
    expect(parseId(raw)).toBe(Number(raw))
  })

  test.each(NOT_IDS)('"%s" is not an id', (raw) => {
    expect(parseId(raw)).toBeNull()
  })

  test('a missing value is not an id', () => {
    expect(parseId(null)).toBeNull()
    expect(parseId(undefined)).toBeNull()
  })
})

describe('the API reads an id written as text by the same rule', () => {
  const readers = {
    'GET product?id=': (raw: string) => IdQuerySchema.safeParse({ id: raw }).success,
    'a product_detail_id': (raw: string) => productDetailIdField.safeParse(raw).success,
    'any other id': (raw: string) => requiredId('Not valid.').safeParse(raw).success,
  }

  test.each([...NOT_IDS, '1', '12', String(MAX_ID)])('"%s" gets the same answer', (raw) => {
    for (const [reader, accepts] of Object.entries(readers)) {
      expect({ reader, accepted: accepts(raw) }).toEqual({
        reader,
        accepted: parseId(raw) !== null,
      })
    }
  })

  test('a JSON number is an id when it is whole and in range', () => {
    expect(productDetailIdField.safeParse(12).data).toBe(12)
    for (const value of [0, -1, 1.5, MAX_ID + 1, true, null, [5], { id: 5 }]) {
      expect(productDetailIdField.safeParse(value).success).toBe(false)
    }
  })

  test('a refused id is told apart by what is wrong with it', () => {
    const message = (raw: unknown) => IdQuerySchema.safeParse({ id: raw }).error?.issues[0]?.message
    expect(message('1e1')).toBe('Id must be a whole number written in digits, such as 12.')
    expect(message(' 5')).toBe('Id must be a whole number written in digits, such as 12.')
    expect(message('05')).toBe('Id must not start with 0.')
    expect(message('0')).toBe('Id must be a positive number.')
    expect(message('3000000000')).toBe('Id is too large.')
    expect(message(undefined)).toBe('Id must be a whole number written in digits, such as 12.')
  })
})
