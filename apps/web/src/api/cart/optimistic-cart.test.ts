import { describe, expect, test } from 'vitest'
import { priceCartItems } from '@store/contract/bundle-pricing'
import type { Cart } from '@store/contract/cart'
import { createCartItem, createPromoBundle } from '@store/contract/test-factories'
import { applyCartChange } from './optimistic-cart'

const kidsPair = createPromoBundle({
  bundling_item_count: 2,
  disc_percent: 0,
  disc_nominal: 50_000,
})
const kidsLine = createCartItem({ group_id: 3, qty: 1 })
const cartOf = (items = [kidsLine]): Cart => ({
  cart_items: items,
  summary: priceCartItems(items, [kidsPair]),
})

describe('a cart change shown before the server answers', () => {
  test('plus raises the line and earns the bundle it completes', () => {
    const next = applyCartChange(cartOf(), { kind: 'step', key: kidsLine, step: 1 }, [kidsPair])
    expect(next.cart_items[0]?.qty).toBe(2)
    expect(next.summary.bundle_discount).toBe(50_000)
  })

  test('minus never goes below 1', () => {
    const next = applyCartChange(cartOf(), { kind: 'step', key: kidsLine, step: -1 }, [])
    expect(next.cart_items[0]?.qty).toBe(1)
  })

  test('adding a line already in the cart raises it instead of adding a line', () => {
    const next = applyCartChange(
      cartOf(),
      { kind: 'add', line: { ...kidsLine, id: -1, qty: 2 } },
      [],
    )
    expect(next.cart_items).toHaveLength(1)
    expect(next.cart_items[0]?.qty).toBe(3)
  })

  test('a new size is a new line, and removing a line leaves the others', () => {
    const other = { ...kidsLine, id: -1, size_code: 'L' }
    const added = applyCartChange(cartOf(), { kind: 'add', line: other }, [])
    expect(added.cart_items.map((line) => line.size_code)).toEqual(['M', 'L'])
    const removed = applyCartChange(added, { kind: 'remove', key: kidsLine }, [])
    expect(removed.cart_items.map((line) => line.size_code)).toEqual(['L'])
    expect(removed.summary.items_total).toBe(399_000)
  })
})
