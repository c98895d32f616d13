import { afterEach, describe, expect, test, vi } from 'vitest'

const SEEN_CODES = ['PICKREQ', 'PICK', 'IN', 'OUT', 'ANT', 'DELIVERED', 'UNPICK', 'CANCEL']

/** The mapping as a build of the given language reads it (its `#messages` module). */
async function namesIn(language: 'en' | 'id') {
  vi.resetModules()
  vi.doMock('#messages', () => import(`../../../i18n/compiled/messages/${language}.js`))
  return (await import('./courier-status')).courierStatusName
}

afterEach(() => {
  vi.doUnmock('#messages')
})

describe('the courier’s status codes in the page’s language', () => {
  test('English shows each code as the spec does, the code itself', async () => {
    const name = await namesIn('en')
    expect(SEEN_CODES.map(name)).toEqual(SEEN_CODES)
  })

  test('Bahasa names every code SiCepat sends in words', async () => {
    const name = await namesIn('id')
    expect(name('PICK')).toBe('Dijemput Kurir')
    expect(name('ANT')).toBe('Sedang Diantar')
    expect(name('DELIVERED')).toBe('Diterima')
    for (const code of SEEN_CODES) expect(name(code)).not.toBe(code)
    expect(new Set(SEEN_CODES.map(name)).size).toBe(SEEN_CODES.length)
  })

  test('a code written in lower case is named as its capitals are', async () => {
    const name = await namesIn('id')
    expect(name('delivered')).toBe('Diterima')
  })

  test('an unknown code shows as the courier sent it, in either language', async () => {
    for (const language of ['en', 'id'] as const) {
      const name = await namesIn(language)
      expect(name('RETURN-HUB')).toBe('RETURN-HUB')
      expect(name('constructor')).toBe('constructor')
      expect(name('')).toBe('')
    }
  })
})
