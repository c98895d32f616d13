import { z } from 'zod'
import { defineCall } from './call'
import { ProductSizeSchema, ProductSummarySchema } from './catalog'
import { MessageResponseSchema, RupiahSchema } from './common'
import { productDetailIdField } from './cart'
import { ROUTES } from './routes'

export { WISHLIST_PATH } from './routes'

export const WishlistSizeSchema = ProductSizeSchema.extend({
  retail_price: RupiahSchema,
  net_price: RupiahSchema,
})
export type WishlistSize = z.infer<typeof WishlistSizeSchema>

/**
 * A wishlisted product: the product card fields plus sizes and descriptions
 * (spec section 3). `id` is the wishlist entry; the product is
 * `product_detail_id`, which is what links, removes and adds to cart.
 */
export const WishlistItemSchema = ProductSummarySchema.extend({
  product_detail_id: z.number().int(),
  short_description: z.string(),
  detailed_description: z.string(),
  sizes: z.array(WishlistSizeSchema),
})
export type WishlistItem = z.infer<typeof WishlistItemSchema>

export const WishlistQuerySchema = z.object({ product_detail_id: productDetailIdField.optional() })
export const WishlistItemInputSchema = z.object({ product_detail_id: productDetailIdField })
export type WishlistItemInput = z.input<typeof WishlistItemInputSchema>

export const getWishlist = defineCall({
  ...ROUTES.getWishlist,
  payload: WishlistQuerySchema,
  response: z.object({ user_wishlists: z.array(WishlistItemSchema) }),
  summary:
    "The member's wishlist, newest first; with product_detail_id, only that product (or none)",
})

export const addWishlistItem = defineCall({
  ...ROUTES.addWishlistItem,
  payload: WishlistItemInputSchema,
  response: MessageResponseSchema,
  summary: 'Wishlist a product; adding it twice keeps one entry',
})

export const removeWishlistItem = defineCall({
  ...ROUTES.removeWishlistItem,
  payload: WishlistItemInputSchema,
  response: MessageResponseSchema,
  summary: 'Remove a product from the wishlist; removing a missing one is not an error',
})
