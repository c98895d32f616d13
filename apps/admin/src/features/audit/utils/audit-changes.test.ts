import { describe, expect, test } from 'vitest'
import { diffOf, readable } from './audit-changes'

describe('a change in the audit log', () => {
  test('only the fields that changed are listed, each before and after', () => {
    expect(diffOf({ qty: 3, showroom: 'Senayan' }, { qty: 2, showroom: 'Senayan' })).toEqual([
      { field: 'qty', before: '3', after: '2' },
    ])
  })

  test('a creation lists every field with nothing before it, a removal with nothing after', () => {
    expect(diffOf(null, { code: 'RAYA', is_active: true })).toEqual([
      { field: 'code', before: null, after: 'RAYA' },
      { field: 'is active', before: null, after: 'yes' },
    ])
    expect(diffOf({ code: 'RAYA' }, null)).toEqual([{ field: 'code', before: 'RAYA', after: null }])
  })

  test('values read as a person would: lists joined, nothing as a dash, records as their fields', () => {
    expect(readable(['M', 'L'])).toBe('M, L')
    expect(readable([])).toBe('none')
    expect(readable('')).toBe('—')
    expect(readable({ line_id: 4, qty: 1, packed: false })).toBe('line id: 4, qty: 1, packed: no')
    expect(
      readable([
        { line_id: 4, qty: 1 },
        { line_id: 5, qty: 2 },
      ]),
    ).toBe('line id: 4, qty: 1; line id: 5, qty: 2')
  })
})
