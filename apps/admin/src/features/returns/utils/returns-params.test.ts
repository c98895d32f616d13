import { describe, expect, test } from 'vitest'
import { returnsQueryOf } from './returns-params'

describe('the returns list’s address', () => {
  test('opens on every return, newest first, with no filter', () => {
    expect(returnsQueryOf(new URLSearchParams())).toEqual({
      state: undefined,
      reason: undefined,
      showroom: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      page: undefined,
    })
  })

  test('reads each filter as written, the search trimmed', () => {
    const query = returnsQueryOf(
      new URLSearchParams(
        'state=RECEIVED&reason=too_small&showroom=3&from=2026-11-01&to=2026-11-30&q=+RT-7K2M9QXA+&page=2',
      ),
    )
    expect(query).toEqual({
      state: 'RECEIVED',
      reason: 'too_small',
      showroom: 3,
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'RT-7K2M9QXA',
      page: '2',
    })
  })

  test('a state, reason or showroom a hand-typed address makes up is left out', () => {
    const query = returnsQueryOf(new URLSearchParams('state=LOST&reason=ugly&showroom=abc'))
    expect(query).toMatchObject({ state: undefined, reason: undefined, showroom: undefined })
  })
})
