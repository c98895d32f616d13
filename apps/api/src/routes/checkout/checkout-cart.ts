import type { FastifyRequest } from 'fastify'
import type { Executor } from '@store/db/client'
import type { LineToPlace } from '../../orders/place/place-order'
import { listCartLines } from '../cart/cart-lines.repository'
import { requestMember, resolveCartOwner } from '../cart/cart-owner'
import type { CartOwner } from '../cart/cart-owner'
import { findCheckoutCartId, listActiveStock, listCartLineWeights } from './checkout.repository'

/** A cart line with what the checkout needs beyond the cart's own answer: a line to place. */
export type CheckoutLine = LineToPlace

export interface CheckoutCart {
  cartId: number | null
  lines: CheckoutLine[]
  /** Every line of the cart by id, those of products off sale too, with its quantity. */
  held: { id: number; qty: number }[]
  /** showroom id -> product size id -> units held, active showrooms only. */
  stock: Map<number, Map<number, number>>
}

export const checkoutOwner = (request: FastifyRequest, deviceId: string): CartOwner =>
  resolveCartOwner(requestMember(request), deviceId)

/**
 * The owner's cart lines (products on sale only) and the stock every active
 * showroom holds of them; `images: false` leaves the lines' pictures out.
 */
export async function loadCheckoutCart(
  db: Executor,
  owner: CartOwner,
  options: { images?: boolean } = {},
): Promise<CheckoutCart> {
  const cartId = await findCheckoutCartId(db, owner)
  if (cartId === null) return { cartId, lines: [], held: [], stock: new Map() }
  const items = await listCartLines(db, cartId, options)
  const extra = await listCartLineWeights(db, cartId)
  const held = extra.map((row) => ({ id: row.id, qty: row.qty }))
  if (items.length === 0) return { cartId, lines: [], held, stock: new Map() }
  const byId = new Map(extra.map((row) => [row.id, row]))
  const lines = items.flatMap((item) => {
    const row = byId.get(item.id)
    return row ? [{ item, productSizeId: row.productSizeId, weightGrams: row.weight }] : []
  })
  const stockRows = await listActiveStock(
    db,
    lines.map((line) => line.productSizeId),
  )
  const stock = new Map<number, Map<number, number>>()
  for (const row of stockRows) {
    const held = stock.get(row.showroomId) ?? new Map<number, number>()
    held.set(row.productSizeId, row.qty)
    stock.set(row.showroomId, held)
  }
  return { cartId, lines, held, stock }
}

/** How much of each line one showroom can supply: from 0 to the line's qty. */
export function supplyAt(cart: CheckoutCart, showroomId: number) {
  const held = cart.stock.get(showroomId)
  return cart.lines.map((line) => ({
    line,
    qty: Math.min(line.item.qty, held?.get(line.productSizeId) ?? 0),
  }))
}

/** The lines a showroom can supply, with their quantities cut to what it holds. */
export function suppliedLines(cart: CheckoutCart, showroomId: number): CheckoutLine[] {
  return supplyAt(cart, showroomId)
    .filter((entry) => entry.qty > 0)
    .map(({ line, qty }) => ({ ...line, item: { ...line.item, qty } }))
}
