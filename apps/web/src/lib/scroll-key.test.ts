import { describe, expect, test } from 'vitest'
import { scrollKey } from './scroll-key'

const location = (key: string, pathname: string, search = '', hash = '') => ({
  key,
  pathname,
  search,
  hash,
  state: null,
})

describe('the key a scroll position is kept under', () => {
  test('two pages loaded fresh in the same tab keep apart', () => {
    const list = scrollKey(location('default', '/products', '?category_id=6'), [])
    const about = scrollKey(location('default', '/about'), [])
    expect(list).not.toBe(about)
  })

  test('a page reloaded is found under the same key', () => {
    expect(scrollKey(location('default', '/products', '?category_id=6'), [])).toBe(
      scrollKey(location('default', '/products', '?category_id=6'), []),
    )
  })

  test('a jump to a part of the same page is not taken back to where the page was', () => {
    expect(scrollKey(location('default', '/product/7', '', '#reviews'), [])).not.toBe(
      scrollKey(location('default', '/product/7'), []),
    )
  })

  test('an in-app navigation keeps its own history entry key', () => {
    expect(scrollKey(location('k3x9ab', '/products'), [])).toBe('k3x9ab')
  })
})
