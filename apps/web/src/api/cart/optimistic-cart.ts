import { priceCartItems } from '@store/contract/bundle-pricing'
import type { Cart, CartItem } from '@store/contract/cart'
import type { Product } from '@store/contract/catalog'
import type { PromoBundle } from '@store/contract/promos'

export interface LineKey {
  product_detail_id: number
  size_code: string
}

export type CartChange =
  | { kind: 'add'; line: CartItem }
  | { kind: 'step'; key: LineKey; step: 1 | -1 }
  | { kind: 'remove'; key: LineKey }

const sameLine = (line: CartItem, key: LineKey) =>
  line.product_detail_id === key.product_detail_id && line.size_code === key.size_code

/** A line as the server will add it, built from the product page's product. */
export function lineFromProduct(product: Product, sizeCode: string, qty: number): CartItem {
  const size = product.sizes.find((option) => option.size_code === sizeCode)
  return {
    // A temporary id until the server's answer replaces the line.
    id: -Date.now(),
    product_detail_id: product.id,
    size_code: sizeCode,
    size_name: size?.size_name ?? sizeCode,
    qty,
    group_id: product.group_id,
    category_sub_id: product.category_sub.id,
    max_qty: qty,
    product_detail: {
      product_name: product.product_name,
      retail_price: product.retail_price,
      net_price: product.net_price,
      direct_discount: product.direct_discount,
      product_images: product.product_images.slice(0, 1),
    },
  }
}

function changeItems(items: CartItem[], change: CartChange): CartItem[] {
  if (change.kind === 'remove') return items.filter((line) => !sameLine(line, change.key))
  if (change.kind === 'step') {
    return items.map((line) =>
      sameLine(line, change.key) ? { ...line, qty: Math.max(1, line.qty + change.step) } : line,
    )
  }
  const existing = items.find((line) => sameLine(line, change.line))
  if (!existing) return [...items, change.line]
  return items.map((line) =>
    line === existing ? { ...line, qty: line.qty + change.line.qty } : line,
  )
}

/** The cart as it will be once the server accepts the change, totals and bundles included. */
export function applyCartChange(cart: Cart, change: CartChange, bundles: PromoBundle[]): Cart {
  const items = changeItems(cart.cart_items, change)
  return { cart_items: items, summary: priceCartItems(items, bundles) }
}
