import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '@store/db/client'
import { cartItems, carts, productSizes, products, showrooms, stocks } from '@store/db/schema'
import type { CartItem } from '@store/contract/cart'
import { listCartLines } from '../cart/cart-lines.repository'
import { requestMember, resolveCartOwner } from '../cart/cart-owner'
import type { CartOwner } from '../cart/cart-owner'
import type { Transaction } from '@store/db/client'

/** A cart line with what the checkout needs beyond the cart's own answer. */
export interface CheckoutLine {
  item: CartItem
  productSizeId: number
  weightGrams: number
}

export interface CheckoutCart {
  cartId: number | null
  lines: CheckoutLine[]
  /** showroom id -> product size id -> units held, active showrooms only. */
  stock: Map<number, Map<number, number>>
}

export const checkoutOwner = (request: FastifyRequest, deviceId: string): CartOwner =>
  resolveCartOwner(requestMember(request), deviceId)

export async function findCartId(db: Db | Transaction, owner: CartOwner, lock = false) {
  const where =
    owner.kind === 'member' ? eq(carts.userId, owner.userId) : eq(carts.deviceId, owner.deviceId)
  const query = db.select({ id: carts.id }).from(carts).where(where)
  const [row] = lock ? await query.for('update') : await query
  return row?.id ?? null
}

/** The owner's cart lines (products on sale only) and the stock every active showroom holds of them. */
export async function loadCheckoutCart(
  db: Db | Transaction,
  owner: CartOwner,
  options: { lock?: boolean } = {},
): Promise<CheckoutCart> {
  const cartId = await findCartId(db, owner, options.lock)
  if (cartId === null) return { cartId, lines: [], stock: new Map() }
  const items = await listCartLines(db, cartId)
  if (items.length === 0) return { cartId, lines: [], stock: new Map() }
  const extra = await db
    .select({
      id: cartItems.id,
      productSizeId: cartItems.productSizeId,
      weight: products.weightGrams,
    })
    .from(cartItems)
    .innerJoin(productSizes, eq(productSizes.id, cartItems.productSizeId))
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(eq(cartItems.cartId, cartId))
  const byId = new Map(extra.map((row) => [row.id, row]))
  const lines = items.flatMap((item) => {
    const row = byId.get(item.id)
    return row ? [{ item, productSizeId: row.productSizeId, weightGrams: row.weight }] : []
  })
  const stockRows = await db
    .select({ showroomId: stocks.showroomId, productSizeId: stocks.productSizeId, qty: stocks.qty })
    .from(stocks)
    .innerJoin(showrooms, and(eq(showrooms.id, stocks.showroomId), eq(showrooms.isActive, true)))
    .where(
      inArray(
        stocks.productSizeId,
        lines.map((line) => line.productSizeId),
      ),
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
