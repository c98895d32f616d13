import { describe, expect, test } from 'vitest'
import { withChanges } from '@/lib/list-params'
import { customerListOf, tabParam } from './customer-list-params'

describe("the customers list's address", () => {
  test('members are the first tab; a search and page are read as written', () => {
    expect(customerListOf(new URLSearchParams())).toEqual({ tab: 'members', q: '', page: 1 })
    expect(customerListOf(new URLSearchParams('tab=guests&q=dewi&page=2'))).toEqual({
      tab: 'guests',
      q: 'dewi',
      page: 2,
    })
  })

  test('switching tabs keeps the search and starts at the first page', () => {
    const next = withChanges(new URLSearchParams('q=dewi&page=4'), { tab: tabParam('guests') })
    expect(next.toString()).toBe('q=dewi&tab=guests')
    expect(withChanges(next, { tab: tabParam('members') }).toString()).toBe('q=dewi')
  })
})
