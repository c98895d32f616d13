import { describe, expect, test } from 'vitest'
import { receivePayload, startingCounts } from './receive-form'

const item = {
  return_ref: 'RT-7K2M9QXA',
  lines: [
    { id: 11, qty: 2 },
    { id: 12, qty: 1 },
  ],
} as Parameters<typeof receivePayload>[0]

describe('the receive dialog’s counts', () => {
  test('starts with every unit received and none damaged', () => {
    expect(startingCounts(item)).toEqual({
      11: { received: '2', damaged: '0' },
      12: { received: '1', damaged: '0' },
    })
  })

  test('sends each line’s counts and the receipt in whole rupiah, dots as thousands', () => {
    const counts = { 11: { received: '2', damaged: '1' }, 12: { received: '0', damaged: '0' } }
    expect(receivePayload(item, counts, '18.000')).toEqual({
      payload: {
        ref: 'RT-7K2M9QXA',
        lines: [
          { id: 11, received: 2, damaged: 1 },
          { id: 12, received: 0, damaged: 0 },
        ],
        receipt_amount: 18_000,
      },
    })
  })

  test('an empty receipt sends none', () => {
    const answer = receivePayload(item, startingCounts(item), '  ')
    expect(answer).toMatchObject({ payload: { receipt_amount: null } })
  })

  test('more units than the line has, more damaged than received, or words are refused', () => {
    const counts = { 11: { received: '3', damaged: '0' }, 12: { received: '1', damaged: '2' } }
    expect(receivePayload(item, counts, 'lima ribu')).toEqual({
      wrong: ['received-11', 'damaged-12', 'receipt'],
    })
  })
})
