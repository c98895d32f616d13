import { describe, expect, test } from 'vitest'
import { refundsQueryOf } from './refunds-params'

describe('the refunds list’s address', () => {
  test('opens on the refunds still owed', () => {
    expect(refundsQueryOf(new URLSearchParams())).toMatchObject({ status: 'OWED' })
  })

  test('an empty status shows every refund, and each filter is read as written', () => {
    const query = refundsQueryOf(
      new URLSearchParams('status=&from=2026-11-01&to=2026-11-30&channel=Permata+Virtual+Account'),
    )
    expect(query).toEqual({
      status: undefined,
      from: '2026-11-01',
      to: '2026-11-30',
      channel: 'Permata Virtual Account',
      page: undefined,
    })
  })
})
