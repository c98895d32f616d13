import { describe, expect, test } from 'vitest'
import { pickLines, pickText } from './translated'

describe('a text in the language asked for', () => {
  test("is that language's own when it has one", () => {
    expect(pickText('Shop Women', 'Belanja Wanita', 'id')).toBe('Belanja Wanita')
    expect(pickText('Shop Women', 'Belanja Wanita', 'en')).toBe('Shop Women')
  })

  test('is the other language when it is missing or empty, never blank', () => {
    expect(pickText('Shop Women', null, 'id')).toBe('Shop Women')
    expect(pickText('Shop Women', '', 'id')).toBe('Shop Women')
    expect(pickText('', 'Belanja Wanita', 'en')).toBe('Belanja Wanita')
    expect(pickText(null, null, 'id')).toBeNull()
  })

  test("a title's lines come whole from one language", () => {
    expect(pickLines(['Soft Linen,', 'Slow Days'], ['Linen Lembut,', 'Hari Santai'], 'id')).toEqual(
      ['Linen Lembut,', 'Hari Santai'],
    )
    expect(pickLines(['Soft Linen,', 'Slow Days'], [], 'id')).toEqual(['Soft Linen,', 'Slow Days'])
    expect(pickLines(['Soft Linen,', 'Slow Days'], [''], 'id')).toEqual([
      'Soft Linen,',
      'Slow Days',
    ])
    expect(pickLines([], ['Linen Lembut,'], 'en')).toEqual(['Linen Lembut,'])
  })
})
