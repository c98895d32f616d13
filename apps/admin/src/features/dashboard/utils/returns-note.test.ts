import { describe, expect, test } from 'vitest'
import { returnsNote } from './returns-note'

const totals = { sold: 40, returned: 3, exchanged: 1, too_small: 2, too_large: 0, rate: 7.5 }

describe('the note under the returns chart', () => {
  test('a range with sales gives its units sold, asked back and the rate', () => {
    expect(returnsNote(totals)).toBe(
      'Of the 40 units sold in these days, 3 were asked back (7.5%); refused requests are not counted, and recent sales may still come back.',
    )
  })

  test('a range without sales says so instead of a rate of nothing', () => {
    expect(returnsNote({ ...totals, sold: 0, returned: 0, rate: null })).toBe(
      'No units were sold in these days, so there is no return rate yet.',
    )
  })
})
