import { describe, expect, test } from 'vitest'
import { orderBulkOutcome } from './bulk-outcome'

describe('what a bulk action on orders says', () => {
  test('counts the packed and the already packed, and lists a refused order with its reason', () => {
    const said = orderBulkOutcome('pack', [
      { ref: 'KN-A', outcome: 'done' },
      { ref: 'KN-B', outcome: 'already' },
      { ref: 'KN-C', outcome: 'refused', reason: 'Order KN-C is a store pick-up.' },
    ])
    expect(said).toEqual({
      summary: '1 packed, 1 already packed, 1 refused',
      refused: [{ key: 'KN-C', name: 'KN-C', reason: 'Order KN-C is a store pick-up.' }],
    })
  })

  test('says how many waybills were booked when none was refused', () => {
    const said = orderBulkOutcome('book-waybill', [
      { ref: 'KN-A', outcome: 'done' },
      { ref: 'KN-B', outcome: 'done' },
    ])
    expect(said).toEqual({ summary: '2 waybills booked', refused: [] })
  })
})
