import { and, eq, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { cartItems, carts } from '@store/db/schema'
import { sqlRows } from '../../lib/sql-rows'
import type { CartOwner } from './cart-owner'

export type StepOutcome = 'changed' | 'missing' | 'limit' | 'floor'

const ownerWhere = (owner: CartOwner) =>
  owner.kind === 'device' ? eq(carts.deviceId, owner.deviceId) : eq(carts.userId, owner.userId)

const lineWhere = (cartId: number, productSizeId: number) =>
  and(eq(cartItems.cartId, cartId), eq(cartItems.productSizeId, productSizeId))

/*
 * Carts and their lines. Every change is one conditional statement (no read
 * then write), so concurrent requests can neither lose an update, make a
 * second line for one product and size, nor pass the stock cap.
 */

export async function findCartId(db: Executor, owner: CartOwner): Promise<number | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerWhere(owner))
  return row?.id ?? null
}

/**
 * The owner's cart id for reading; a cart last used over a day ago is
 * marked as used, so a shopper who keeps coming back keeps it.
 */
export async function keepCartAlive(db: Executor, owner: CartOwner): Promise<number | null> {
  // One statement, one round trip: PostgreSQL runs an update in WITH whether or not it is read.
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`with kept as (
      update ${carts} set updated_at = now()
      where ${ownerWhere(owner)} and ${carts.updatedAt} < now() - interval '1 day'
    )
    select ${carts.id} as id from ${carts} where ${ownerWhere(owner)}`,
  )
  return row ? Number(row.id) : null
}

/** The owner's cart, marked as used now; null when the owner has none. */
export async function touchCart(db: Executor, owner: CartOwner): Promise<number | null> {
  const [row] = await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(ownerWhere(owner))
    .returning({ id: carts.id })
  return row?.id ?? null
}

/** The owner's cart, created on the first add. */
export async function openCart(db: Executor, owner: CartOwner): Promise<number> {
  const insert =
    owner.kind === 'device'
      ? db
          .insert(carts)
          .values({ deviceId: owner.deviceId })
          .onConflictDoUpdate({
            target: carts.deviceId,
            set: { updatedAt: sql`now()` },
          })
      : db
          .insert(carts)
          .values({ userId: owner.userId })
          .onConflictDoUpdate({
            target: carts.userId,
            set: { updatedAt: sql`now()` },
          })
  const [row] = await insert.returning({ id: carts.id })
  if (!row) throw new Error('the cart was neither found nor created')
  return row.id
}

/** Adds qty to the line (creating it); null when the line would pass the cap. */
export async function addCartLine(
  db: Executor,
  cartId: number,
  productSizeId: number,
  qty: number,
  cap: number,
) {
  if (qty > cap) return null
  const [row] = await db
    .insert(cartItems)
    .values({ cartId, productSizeId, qty })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productSizeId],
      set: { qty: sql`cart_items.qty + excluded.qty` },
      setWhere: sql`cart_items.qty + excluded.qty <= ${cap}`,
    })
    .returning({ qty: cartItems.qty })
  return row?.qty ?? null
}

/** Plus or minus one: plus stops at the cap, minus at 1. */
export async function stepCartLine(
  db: Executor,
  cartId: number,
  productSizeId: number,
  step: 1 | -1,
  cap: number,
) {
  const limit = step === 1 ? sql`${cartItems.qty} + 1 <= ${cap}` : sql`${cartItems.qty} > 1`
  const [row] = await db
    .update(cartItems)
    .set({ qty: sql`${cartItems.qty} + ${step}` })
    .where(and(lineWhere(cartId, productSizeId), limit))
    .returning({ qty: cartItems.qty })
  if (row) return 'changed' satisfies StepOutcome
  const [line] = await db
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .where(lineWhere(cartId, productSizeId))
  if (!line) return 'missing' satisfies StepOutcome
  return (step === 1 ? 'limit' : 'floor') satisfies StepOutcome
}

export async function removeCartLine(
  db: Executor,
  cartId: number,
  productSizeId: number,
): Promise<void> {
  await db.delete(cartItems).where(lineWhere(cartId, productSizeId))
}

/** Empties a device's cart and answers what it held; a repeated or concurrent call finds nothing. */
export async function takeDeviceCartLines(tx: Transaction, deviceId: string) {
  const taken = await sqlRows<{ product_size_id: number; qty: number }>(
    tx,
    sql`delete from cart_items
        where cart_id in (select id from carts where device_id = ${deviceId})
        returning product_size_id, qty`,
  )
  await tx.delete(carts).where(eq(carts.deviceId, deviceId))
  return taken.map((line) => ({
    productSizeId: Number(line.product_size_id),
    qty: Number(line.qty),
  }))
}

/** Adds a moved line: summed with the member's own, capped, never lowering what they had. */
export async function mergeCartLine(
  tx: Transaction,
  cartId: number,
  line: { productSizeId: number; qty: number },
  cap: number,
) {
  await tx.execute(sql`
    insert into cart_items (cart_id, product_size_id, qty)
    values (${cartId}, ${line.productSizeId}, ${line.qty})
    on conflict (cart_id, product_size_id) do update
    set qty = greatest(cart_items.qty, least(cart_items.qty + excluded.qty, ${cap}))`)
}
