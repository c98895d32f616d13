import { expect, test } from 'vitest'
import { bundleMatchingQty, getPromos, isBundleMet } from './promos'
import { createCartItem, createPromoBundle } from './test-factories'
import { accept } from './test-utils'

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

test('the promos call answers product_promos at the top level', () => {
  const body = { product_promos: [createPromoBundle()] }
  expect(accept(getPromos.response, body)).toEqual(body)
})
