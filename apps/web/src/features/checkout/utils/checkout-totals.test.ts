import { describe, expect, test } from 'vitest'
import type { Promo } from '@store/contract/checkout'
import { createCartItem, createPromoBundle } from '@store/contract/test-factories'
import { checkoutTotals } from './checkout-totals'

const shirt = createCartItem({ id: 1, qty: 2 })
const kids = createCartItem({ id: 2, qty: 1, group_id: 3, product_detail_id: 202 })
const kidsTrio = createPromoBundle({ bundling_item_count: 2, disc_percent: 10 })
const unit = 399_000
const promo = (overrides: Partial<Promo>): Promo => ({
  code: 'X',
  category: 'PRODUCT',
  disc_percent: 0,
  disc_nominal: 0,
  disc_max: 0,
  ...overrides,
})

describe('the order summary figures', () => {
  test('the grand total is the items total less the discount plus shipping', () => {
    const totals = checkoutTotals({
      items: [shirt],
      availability: [{ id: 1, qty: 2 }],
      bundles: [],
      shippingCost: 18_000,
      promo: promo({ disc_nominal: 50_000 }),
    })
    expect(totals.itemsTotal).toBe(2 * unit)
    expect(totals.discount).toBe(50_000)
    expect(totals.grandTotal).toBe(2 * unit - 50_000 + 18_000)
  })

  test('only what the place supplies is counted, and the rest is reported as excluded', () => {
    const totals = checkoutTotals({
      items: [shirt, kids],
      availability: [
        { id: 1, qty: 1 },
        { id: 2, qty: 0 },
      ],
      bundles: [],
      shippingCost: 0,
    })
    expect(totals.lines.map((line) => [line.item.id, line.qty])).toEqual([[1, 1]])
    expect(totals.excludedCount).toBe(2)
    expect(totals.grandTotal).toBe(unit)
  })

  test('bundle savings of the supplied lines lower the items total', () => {
    const twoKids = { ...kids, qty: 2 }
    const totals = checkoutTotals({
      items: [twoKids],
      availability: [{ id: 2, qty: 2 }],
      bundles: [kidsTrio],
      shippingCost: 0,
    })
    expect(totals.bundleDiscount).toBe(Math.round(2 * unit * 0.1))
    expect(totals.itemsTotal).toBe(totals.subtotal - totals.bundleDiscount)
  })

  test('a shipping promo is capped at the shipping cost', () => {
    const totals = checkoutTotals({
      items: [shirt],
      availability: [{ id: 1, qty: 2 }],
      bundles: [],
      shippingCost: 18_000,
      promo: promo({ category: 'SHIPPING', disc_nominal: 20_000, disc_max: 20_000 }),
    })
    expect(totals.discount).toBe(18_000)
    expect(totals.grandTotal).toBe(2 * unit)
  })

  test('a percent promo stops at its maximum', () => {
    const totals = checkoutTotals({
      items: [shirt],
      availability: [{ id: 1, qty: 2 }],
      bundles: [],
      shippingCost: 0,
      promo: promo({ disc_percent: 10, disc_max: 50_000 }),
    })
    expect(totals.discount).toBe(50_000)
  })
})
