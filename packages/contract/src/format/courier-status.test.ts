import { describe, expect, test } from 'vitest'
import { courierStatusName } from './courier-status'

const SEEN_CODES = ['PICKREQ', 'PICK', 'IN', 'OUT', 'ANT', 'DELIVERED', 'UNPICK', 'CANCEL']

describe('the courier’s status codes in a reader’s language', () => {
  test('English shows each code as the spec does, the code itself', () => {
    expect(SEEN_CODES.map((code) => courierStatusName(code, 'en'))).toEqual(SEEN_CODES)
  })

  test('Bahasa names every code SiCepat sends in words', () => {
    const name = (code: string) => courierStatusName(code, 'id')
    expect(name('PICK')).toBe('Dijemput Kurir')
    expect(name('ANT')).toBe('Sedang Diantar')
    expect(name('DELIVERED')).toBe('Diterima')
    for (const code of SEEN_CODES) expect(name(code)).not.toBe(code)
    expect(new Set(SEEN_CODES.map(name)).size).toBe(SEEN_CODES.length)
  })

  test('a code written in lower case is named as its capitals are', () => {
    expect(courierStatusName('delivered', 'id')).toBe('Diterima')
  })

  test('an unknown code shows as the courier sent it, in either language', () => {
    for (const language of ['en', 'id'] as const) {
      expect(courierStatusName('RETURN-HUB', language)).toBe('RETURN-HUB')
      expect(courierStatusName('constructor', language)).toBe('constructor')
      expect(courierStatusName('', language)).toBe('')
    }
  })
})
