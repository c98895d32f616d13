import { describe, expect, test } from 'vitest'
import { withChanges } from '@/lib/list-params'
import { boardExportHref } from '../api/export-board-orders'
import { BOARD_RESTART, boardQueryOf, chosenFilters, countsScope } from './board-params'

const address = (text: string) => new URLSearchParams(text)

describe("the orders board's address", () => {
  test('the filters, the search and the page are read from the address, blanks left out', () => {
    expect(boardQueryOf(address('group=to_pack&q=KN&showroom_id=&cursor=1.2&utm=x'))).toEqual({
      group: 'to_pack',
      q: 'KN',
      cursor: '1.2',
    })
  })

  test('a chip pressed on an older page shows the newest orders of its group', () => {
    expect(
      withChanges(address('cursor=1.2&type=ONLINE_DELIVERY'), { group: 'to_pack' }, BOARD_RESTART),
    ).toEqual(address('type=ONLINE_DELIVERY&group=to_pack'))
  })

  test('the chip pressed again, or "All orders", clears the group and the attention filter', () => {
    expect(
      withChanges(
        address('group=to_pack&attention=yes&q=x'),
        { group: '', attention: '' },
        BOARD_RESTART,
      ),
    ).toEqual(address('q=x'))
  })

  test('the counts take every filter but the status, the group and attention', () => {
    expect(
      countsScope({
        status: 'PAID',
        group: 'to_pack',
        attention: 'yes',
        type: 'PICKUP_ON_STORE',
        from: '2026-11-01',
      }),
    ).toEqual({ type: 'PICKUP_ON_STORE', from: '2026-11-01' })
  })

  test("the phone's filter button counts the folded filters that are set", () => {
    expect(chosenFilters(address('status=PAID&from=2026-11-01&group=to_pack&q=x'))).toBe(2)
  })

  test('the export link carries the filters the board shows, never its page', () => {
    const { cursor, ...filters } = boardQueryOf(address('group=to_pack&q=a b&cursor=1.2'))
    expect(cursor).toBe('1.2')
    expect(boardExportHref(filters)).toBe('/api/admin/orders-board/export?group=to_pack&q=a+b')
  })
})
