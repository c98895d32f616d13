import { describe, expect, test } from 'vitest'
import { ReturnRequestInputSchema } from '@store/contract/returns'
import { returnRequestOf } from './return-values'
import type { ReturnFormState } from './return-values'

const base: ReturnFormState = {
  lines: { 11: { qty: 1, reason: 'too_small', size: 'L' }, 12: { qty: 0, reason: '', size: '' } },
  wish: 'EXCHANGE',
  way: 'COURIER',
  showroomId: null,
  bank: { bank_name: '', account_number: '', account_holder: '' },
  photos: [{ key: 'photo-one' }],
  note: '  ',
}
const KEY = 'abcdefgh12345678'

describe('the return request the form sends', () => {
  test('an exchange by courier names the chosen line and its new size, without bank or photos', () => {
    const request = returnRequestOf(base, KEY)
    expect(request).toEqual({
      lines: [{ line_id: 11, qty: 1, reason: 'too_small', exchange_size: 'L' }],
      wish: 'EXCHANGE',
      way: 'COURIER',
      photos: [],
      request_key: KEY,
    })
    expect(ReturnRequestInputSchema.safeParse(request).success).toBe(true)
  })

  test('a damaged refund brought to a counter sends the bank details, the photos and the showroom', () => {
    const request = returnRequestOf(
      {
        ...base,
        lines: { 11: { qty: 1, reason: 'damaged', size: 'L' } },
        wish: 'REFUND',
        way: 'COUNTER',
        showroomId: 3,
        bank: { bank_name: 'BCA', account_number: '1234567890', account_holder: 'Sari Dewi' },
      },
      KEY,
    )
    expect(request.lines).toEqual([{ line_id: 11, qty: 1, reason: 'damaged' }])
    expect(request.photos).toEqual(['photo-one'])
    expect(request.showroom_id).toBe(3)
    expect(ReturnRequestInputSchema.safeParse(request).success).toBe(true)
  })

  test('an exchange without a size, or a refund with a short account number, fails the contract with its words', () => {
    const noSize = returnRequestOf(
      { ...base, lines: { 11: { qty: 1, reason: 'too_small', size: '' } } },
      KEY,
    )
    expect(ReturnRequestInputSchema.safeParse(noSize).error?.issues[0]?.message).toBe(
      'Choose the size you want instead for each line.',
    )
    const shortAccount = returnRequestOf(
      {
        ...base,
        wish: 'REFUND',
        bank: { bank_name: 'BCA', account_number: '123', account_holder: 'Sari' },
      },
      KEY,
    )
    expect(ReturnRequestInputSchema.safeParse(shortAccount).error?.issues[0]?.message).toBe(
      'The account number must be 6 to 20 digits, with no spaces.',
    )
  })

  test('no line chosen is refused before any request', () => {
    const none = returnRequestOf({ ...base, lines: { 11: { qty: 0, reason: '', size: '' } } }, KEY)
    expect(ReturnRequestInputSchema.safeParse(none).error?.issues[0]?.message).toBe(
      'Choose at least one line to return.',
    )
  })
})
