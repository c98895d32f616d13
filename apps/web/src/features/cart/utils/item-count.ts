import type { Cart } from '@store/contract/cart'

/** Pieces in the cart, as the header's bag shows them. */
export const itemCount = (cart: Cart | undefined) =>
  cart?.cart_items.reduce((sum, line) => sum + line.qty, 0) ?? 0
