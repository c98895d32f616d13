import { describe, expect, test } from 'vitest'
import { bundleMatchingQty, isBundleMet, priceCart, spreadDiscount } from './bundle-pricing'
import type { PricedLine } from './bundle-pricing'
import { createCartItem, createPromoBundle } from './test-factories'

const line = (overrides: Partial<PricedLine> = {}): PricedLine => ({
  id: 1,
  product_detail_id: 101,
  group_id: 1,
  category_sub_id: 603,
  qty: 1,
  unit_price: 300_000,
  ...overrides,
})

const batikThree = createPromoBundle({
  id: 1,
  name: 'Any 3 Batik Shirts',
  bundling_item_count: 3,
  disc_percent: 15,
  promo_bundling_products: [
    { bundling_type: 'SUB_GROUP', m_group_id: null, m_sub_group_id: 603, product_detail_id: null },
  ],
})
const kidsTwo = createPromoBundle({
  id: 2,
  bundling_item_count: 2,
  disc_percent: 0,
  disc_nominal: 50_000,
})

describe('promo bundles in the cart', () => {
  test('a cart short of a bundle pays full price and is told how many items are missing', () => {
    const pricing = priceCart([line({ qty: 2 })], [batikThree])
    expect(pricing.bundle_discount).toBe(0)
    expect(pricing.total).toBe(600_000)
    expect(pricing.bundle_hints).toEqual([
      expect.objectContaining({ promo_bundle_id: 1, missing_qty: 1 }),
    ])
  })

  test('three matching items earn the percentage off those three', () => {
    const pricing = priceCart(
      [line({ qty: 2 }), line({ id: 2, qty: 1, unit_price: 200_000 })],
      [batikThree],
    )
    expect(pricing.applied_bundles).toEqual([
      { promo_bundle_id: 1, name: 'Any 3 Batik Shirts', sets: 1, discount: 120_000 },
    ])
    expect(pricing.total).toBe(800_000 - 120_000)
    expect(pricing.bundle_hints).toEqual([])
  })

  test('only complete sets are discounted, the dearest items first, and the rest is hinted', () => {
    const lines = [
      line({ qty: 2, unit_price: 400_000 }),
      line({ id: 2, qty: 2, unit_price: 100_000 }),
    ]
    const pricing = priceCart(lines, [batikThree])
    expect(pricing.bundle_discount).toBe(Math.round(900_000 * 0.15))
    expect(pricing.bundle_hints[0]?.missing_qty).toBe(2)
  })

  test('a nominal bundle takes its amount once per set', () => {
    const kids = [line({ group_id: 3, category_sub_id: 607, qty: 5, unit_price: 150_000 })]
    expect(priceCart(kids, [kidsTwo]).bundle_discount).toBe(100_000)
  })

  test('a discount never exceeds the price of the bundled items', () => {
    const cheap = createPromoBundle({
      id: 3,
      bundling_item_count: 1,
      disc_percent: 0,
      disc_nominal: 90_000,
    })
    const kids = [line({ group_id: 3, qty: 1, unit_price: 50_000 })]
    expect(priceCart(kids, [cheap]).total).toBe(0)
  })

  test('an item counts toward one bundle only, and the bigger saving wins', () => {
    const batikKids = line({ group_id: 3, qty: 3, unit_price: 200_000 })
    const pricing = priceCart([batikKids], [kidsTwo, batikThree])
    expect(pricing.applied_bundles.map((bundle) => bundle.promo_bundle_id)).toEqual([1])
    expect(pricing.bundle_discount).toBe(90_000)
  })

  test('the line discounts add up to the bundle discount exactly', () => {
    const lines = [
      line({ qty: 1, unit_price: 333_333 }),
      line({ id: 2, qty: 1, unit_price: 333_333 }),
      line({ id: 3, qty: 1, unit_price: 333_334 }),
    ]
    const pricing = priceCart(lines, [batikThree])
    const spread = pricing.line_discounts.reduce((sum, item) => sum + item.discount, 0)
    expect(spread).toBe(pricing.bundle_discount)
  })

  test('an empty cart costs nothing and hints nothing', () => {
    expect(priceCart([], [batikThree])).toMatchObject({ total: 0, bundle_hints: [] })
  })
})

test('a discount is spread by amount with the remainder on the largest fractions', () => {
  const spread = spreadDiscount(100, [
    { id: 1, amount: 1 },
    { id: 2, amount: 1 },
    { id: 3, amount: 1 },
  ])
  expect([...spread.values()].sort()).toEqual([33, 33, 34])
})

const kids = (qty: number, id = 1) => createCartItem({ id, group_id: 3, qty })

test('a promo bundle applies once the cart holds enough matching items', () => {
  const bundle = createPromoBundle({ bundling_item_count: 3 })
  expect(isBundleMet(bundle, [kids(2)])).toBe(false)
  expect(isBundleMet(bundle, [kids(2), kids(1, 2)])).toBe(true)
})

test('lines outside the bundle do not count', () => {
  const bundle = createPromoBundle()
  expect(bundleMatchingQty(bundle, [kids(1), createCartItem({ group_id: 1, qty: 5 })])).toBe(1)
})

test('a bundle can count a sub-category or a single product', () => {
  const bundle = createPromoBundle({
    bundling_item_count: 2,
    promo_bundling_products: [
      { bundling_type: 'SUB_GROUP', m_group_id: null, m_sub_group_id: 61, product_detail_id: null },
      { bundling_type: 'PRODUCT', m_group_id: null, m_sub_group_id: null, product_detail_id: 555 },
    ],
  })
  const lines = [
    createCartItem({ category_sub_id: 61, qty: 1 }),
    createCartItem({ id: 2, category_sub_id: 70, product_detail_id: 555, qty: 1 }),
  ]
  expect(isBundleMet(bundle, lines)).toBe(true)
})
