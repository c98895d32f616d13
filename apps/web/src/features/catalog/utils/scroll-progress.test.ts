import { describe, expect, test } from 'vitest'
import { hasScrolledThrough } from './scroll-progress'

const VIEWPORT = 800
/** A list 2000 px tall whose top is `top` px below the viewport's top edge. */
const list = (top: number) => ({ top, bottom: top + 2000 })

describe('scrolling through the loaded list', () => {
  test('a list just opened below the cover has not been scrolled through', () => {
    expect(hasScrolledThrough(list(400), VIEWPORT, 0.6)).toBe(false)
  })

  test('the next page is due once the viewport has passed 60% of the list', () => {
    expect(hasScrolledThrough(list(VIEWPORT - 1199), VIEWPORT, 0.6)).toBe(false)
    expect(hasScrolledThrough(list(VIEWPORT - 1200), VIEWPORT, 0.6)).toBe(true)
  })

  test('a list whose end is in view is scrolled through', () => {
    expect(hasScrolledThrough(list(-1500), VIEWPORT, 0.6)).toBe(true)
  })

  test('a list whose end is already above the viewport, past a tall footer, is scrolled through', () => {
    expect(hasScrolledThrough(list(-2600), VIEWPORT, 0.6)).toBe(true)
    expect(hasScrolledThrough(list(-90_000), VIEWPORT, 0.6)).toBe(true)
  })

  test('a short list that fits in the viewport asks for more at once', () => {
    expect(hasScrolledThrough({ top: 100, bottom: 500 }, VIEWPORT, 0.6)).toBe(true)
  })

  test('a list with no height yet asks for nothing', () => {
    expect(hasScrolledThrough({ top: 300, bottom: 300 }, VIEWPORT, 0.6)).toBe(false)
  })
})
