import { describe, expect, test } from 'vitest'
import { idOf, oneOf, pageOf, textOf, withChanges } from './list-params'

const query = (text: string) => new URLSearchParams(text)

describe("a list's state in the address", () => {
  test('a new filter starts the list again from its first page', () => {
    expect(withChanges(query('q=linen&page=3'), { status: 'ARCHIVED' }).toString()).toBe(
      'q=linen&status=ARCHIVED',
    )
  })

  test('turning the page keeps the filters', () => {
    expect(withChanges(query('q=linen&page=3'), { page: 4 }).toString()).toBe('q=linen&page=4')
  })

  test('a blank value takes its filter away', () => {
    expect(withChanges(query('q=linen&status=ARCHIVED'), { q: '', status: null }).toString()).toBe(
      '',
    )
  })

  test('the orders board restarts from its newest orders, not a page number', () => {
    const next = withChanges(query('group=to_pack&cursor=abc'), { type: 'PICKUP_ON_STORE' }, [
      'cursor',
    ])
    expect(next.toString()).toBe('group=to_pack&type=PICKUP_ON_STORE')
    expect(withChanges(next, { cursor: 'def' }, ['cursor']).get('cursor')).toBe('def')
  })

  test('a hand-typed page, id or choice that is not one falls back', () => {
    expect(pageOf('2')).toBe(2)
    for (const raw of ['0', '-1', '1.5', '02', 'abc', null]) expect(pageOf(raw)).toBe(1)
    expect(idOf('6')).toBe(6)
    expect(idOf('6e0')).toBeUndefined()
    expect(oneOf(['newest', 'name'], 'price', 'newest')).toBe('newest')
    expect(textOf('  ')).toBeUndefined()
    expect(textOf(' linen ')).toBe('linen')
  })
})
