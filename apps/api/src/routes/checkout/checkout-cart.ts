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
  /** showroom id -> product size id -> units held, active showrooms only. */
  stock: Map<number, Map<number, number>>
}

export const checkoutOwner = (request: FastifyRequest, deviceId: string): CartOwner =>
  resolveCartOwner(requestMember(request), deviceId)

/** The owner's cart lines (products on sale only) and the stock every active showroom holds of them. */
export async function loadCheckoutCart(
  db: Executor,
  owner: CartOwner,
  options: { lock?: boolean } = {},
): Promise<CheckoutCart> {
  const cartId = await findCheckoutCartId(db, owner, options.lock)
  if (cartId === null) return { cartId, lines: [], stock: new Map() }
  const items = await listCartLines(db, cartId)
  if (items.length === 0) return { cartId, lines: [], stock: new Map() }
  const extra = await listCartLineWeights(db, cartId)
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
  return { cartId, lines, stock }
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
