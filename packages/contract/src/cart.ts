import { z } from 'zod'
import { defineCall } from './call'
import { DirectDiscountSchema, ProductImageSchema } from './catalog'
import { MessageResponseSchema, RupiahSchema, requiredId } from './common'
import { MESSAGES } from './messages'
import { ROUTES } from './routes'
import { MAX_CART_QTY } from './constants'

export { MAX_CART_QTY }

/** Generated once per device and kept in local storage (spec section 1). */
export const LocalDeviceIdSchema = z
  .string({ error: MESSAGES.deviceIdInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, MESSAGES.deviceIdInvalid)

export const CartItemSchema = z.object({
  id: z.number().int(),
  /** The product (the /product/:id page) this line holds. */
  product_detail_id: z.number().int(),
  size_code: z.string(),
  size_name: z.string(),
  qty: z.number().int(),
  /** Promo bundles match on these (m_group_id, m_sub_group_id). */
  group_id: z.number().int(),
  category_sub_id: z.number().int(),
  /** The most this line can hold: the stock of the best single showroom, at most 99. */
  max_qty: z.number().int().min(0),
  product_detail: z.object({
    product_name: z.string(),
    retail_price: RupiahSchema,
    net_price: RupiahSchema,
    /** The product page's direct discount; the line's unit price is finalPrice(net, discount). */
    direct_discount: DirectDiscountSchema.nullable(),
    product_images: z.array(ProductImageSchema),
  }),
})
export type CartItem = z.infer<typeof CartItemSchema>

/** Totals and promo bundles, computed by priceCart (bundle-pricing.ts) on the server. */
export const CartSummarySchema = z.object({
  items_total: RupiahSchema,
  bundle_discount: RupiahSchema,
  total: RupiahSchema,
  applied_bundles: z.array(
    z.object({
      promo_bundle_id: z.number().int(),
      name: z.string(),
      /** Complete sets of bundling_item_count items the cart holds. */
      sets: z.number().int(),
      discount: RupiahSchema,
    }),
  ),
  bundle_hints: z.array(
    z.object({
      promo_bundle_id: z.number().int(),
      name: z.string(),
      description: z.string(),
      /** Matching items still to add for the (next) set. */
      missing_qty: z.number().int(),
    }),
  ),
  /** Each line's share of the bundle discounts, whole rupiah, summing to bundle_discount. */
  line_discounts: z.array(z.object({ id: z.number().int(), discount: RupiahSchema })),
})
export type CartPricing = z.infer<typeof CartSummarySchema>

export const CartSchema = z.object({
  cart_items: z.array(CartItemSchema),
  summary: CartSummarySchema,
})
export type Cart = z.infer<typeof CartSchema>

/** The add-to-cart rules of spec section 5. */
export const productDetailIdField = requiredId(MESSAGES.itemNotValid)
export const sizeField = z
  .string({ error: MESSAGES.chooseSize })
  .trim()
  .min(1, { error: MESSAGES.chooseSize, abort: true })
  .regex(/^[A-Za-z0-9]{1,6}$/, MESSAGES.chooseSize)
  .toUpperCase()

const cartLineKey = {
  local_device_id: LocalDeviceIdSchema,
  product_detail_id: productDetailIdField,
  size: sizeField,
}

export const AddCartItemInputSchema = z.object({
  ...cartLineKey,
  qty: z.coerce
    .number({ error: MESSAGES.minQtyCart })
    .int(MESSAGES.minQtyCart)
    .min(1, MESSAGES.minQtyCart)
    .max(MAX_CART_QTY, MESSAGES.maxQty),
})
export type AddCartItemInput = z.input<typeof AddCartItemInputSchema>

/** The plus and minus buttons move a line by exactly one. */
export const StepCartItemInputSchema = z.object({
  ...cartLineKey,
  qty: z.literal(1, { error: MESSAGES.qtyStep }).default(1),
})
export type StepCartItemInput = z.input<typeof StepCartItemInputSchema>

export const CartLineInputSchema = z.object(cartLineKey)
export type CartLineInput = z.input<typeof CartLineInputSchema>

export const getCart = defineCall({
  ...ROUTES.getCart,
  payload: z.object({ local_device_id: LocalDeviceIdSchema }),
  response: z.object({ cart: CartSchema }),
  summary: "The device's cart lines with product name, prices and images",
})

export const addCartItem = defineCall({
  ...ROUTES.addCartItem,
  payload: AddCartItemInputSchema,
  response: MessageResponseSchema,
  summary: 'Add qty of a product in a size; an existing line grows instead',
})

export const incrementCartItem = defineCall({
  ...ROUTES.incrementCartItem,
  payload: StepCartItemInputSchema,
  response: MessageResponseSchema,
  summary: 'Raise a cart line by one',
})

export const decrementCartItem = defineCall({
  ...ROUTES.decrementCartItem,
  payload: StepCartItemInputSchema,
  response: MessageResponseSchema,
  summary: 'Lower a cart line by one; a line never goes below 1',
})

export const removeCartItem = defineCall({
  ...ROUTES.removeCartItem,
  payload: CartLineInputSchema,
  response: MessageResponseSchema,
  summary: 'Remove a cart line',
})
