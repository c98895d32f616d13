import { expect, test } from 'vitest'
import { MESSAGES } from './messages'
import { createImage } from './test-factories'
import { accept, refusal } from './test-utils'
import { WishlistItemInputSchema, WishlistQuerySchema, getWishlist } from './wishlist'

test('the wishlist can be read whole or for one product', () => {
  expect(accept(WishlistQuerySchema, {})).toEqual({})
  expect(accept(WishlistQuerySchema, { product_detail_id: '101' })).toEqual({
    product_detail_id: 101,
  })
})

test('adding or removing needs a valid product', () => {
  expect(refusal(WishlistItemInputSchema, {})).toBe(MESSAGES.itemNotValid)
  expect(refusal(WishlistItemInputSchema, { product_detail_id: 'abc' })).toBe(MESSAGES.itemNotValid)
})

test('a wishlist item carries the product card, descriptions and priced sizes', () => {
  const item = {
    id: 3,
    product_detail_id: 101,
    product_name: 'Linen Camp Shirt',
    product_code: 'KN-MS-0101',
    retail_price: 459_000,
    net_price: 399_000,
    direct_discount: null,
    product_images: [createImage()],
    short_description: 'Breathable linen.',
    detailed_description: '100% linen, relaxed fit.',
    sizes: [
      {
        size_code: 'M',
        size_name: 'Medium',
        is_available: 1,
        retail_price: 459_000,
        net_price: 399_000,
      },
    ],
  }
  expect(accept(getWishlist.response, { user_wishlists: [item] }).user_wishlists[0]).toEqual(item)
})
