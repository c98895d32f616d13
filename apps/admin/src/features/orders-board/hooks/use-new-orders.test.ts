import { describe, expect, test } from 'vitest'
import type { BoardOrder } from '@store/contract/admin/orders-board'
import { arrivedSince } from './use-new-orders'

const order = (trx_ref: string) => ({ trx_ref }) as BoardOrder

describe('orders that arrive while the board is open', () => {
  test('only references not on the board before are new, in the order shown', () => {
    const known = new Set(['KN-1', 'KN-2'])
    expect(arrivedSince(known, [order('KN-4'), order('KN-1'), order('KN-3')])).toEqual([
      'KN-4',
      'KN-3',
    ])
  })

  test('an order leaving the page is not news', () => {
    expect(arrivedSince(new Set(['KN-1', 'KN-2']), [order('KN-2')])).toEqual([])
  })
})
