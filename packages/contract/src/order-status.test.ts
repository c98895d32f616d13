import { describe, expect, test } from 'vitest'
import { PAID_TRX_STATUSES, TRX_STATUS_TRANSITIONS } from './order-status'
import type { TrxStatus } from './order-status'

describe('the paid statuses', () => {
  test('hold every status an order can reach from PAID without being cancelled', () => {
    const reached = new Set<TrxStatus>(['PAID'])
    const queue: TrxStatus[] = ['PAID']
    for (let status = queue.shift(); status; status = queue.shift())
      for (const next of TRX_STATUS_TRANSITIONS[status])
        if (next !== 'CANCELLED' && !reached.has(next)) {
          reached.add(next)
          queue.push(next)
        }
    expect([...reached].sort()).toEqual([...PAID_TRX_STATUSES].sort())
  })
})
