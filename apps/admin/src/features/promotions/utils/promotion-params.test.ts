import { describe, expect, test } from 'vitest'
import { promoCodeQueryOf, recordOf, statusOf } from './promotion-params'

describe("the promotion lists' addresses", () => {
  test('the promo codes list reads its search, state and page; anything else shows every code', () => {
    expect(promoCodeQueryOf(new URLSearchParams('q=raya&status=EXPIRED&page=2'))).toEqual({
      q: 'raya',
      status: 'EXPIRED',
      page: 2,
    })
    expect(promoCodeQueryOf(new URLSearchParams('status=gone&page=x'))).toEqual({
      q: undefined,
      status: 'ALL',
      page: 1,
    })
    expect(statusOf(new URLSearchParams('status=OFF'))).toBe('OFF')
  })

  test("a form's address is a new record, one id as the contract writes ids, or no page at all", () => {
    expect(recordOf('new')).toBe('new')
    expect(recordOf('12')).toBe(12)
    for (const param of ['012', '1e1', '-3', 'abc', undefined]) expect(recordOf(param)).toBeNull()
  })
})
