import { describe, expect, test } from 'vitest'
import { createOrderLinks } from './order-links'

const links = createOrderLinks('a-store-secret-of-at-least-32-characters')

describe('a guest order link', () => {
  test('opens the order it was made for', () => {
    const path = links.pathFor('9f1c2e7a-ref')
    const key = new URL(path, 'http://x').searchParams.get('key') ?? ''
    expect(path.startsWith('/order/9f1c2e7a-ref?key=')).toBe(true)
    expect(links.verify('9f1c2e7a-ref', key)).toBe(true)
  })

  test('opens no other order, and cannot be made with another secret', () => {
    const key = links.keyFor('order-a')
    expect(links.verify('order-b', key)).toBe(false)
    expect(
      links.verify(
        'order-a',
        createOrderLinks('another-secret-of-32-characters-x').keyFor('order-a'),
      ),
    ).toBe(false)
    expect(links.verify('order-a', '')).toBe(false)
    expect(links.verify('order-a', `${key}x`)).toBe(false)
  })
})
