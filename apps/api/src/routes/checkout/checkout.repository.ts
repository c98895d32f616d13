import { and, eq, inArray } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import {
  cartItems,
  carts,
  cities,
  productSizes,
  products,
  showrooms,
  stocks,
  subdistricts,
} from '@store/db/schema'
import type { CartOwner } from '../cart/cart-owner'

const ownerIs = (owner: CartOwner) =>
  owner.kind === 'member' ? eq(carts.userId, owner.userId) : eq(carts.deviceId, owner.deviceId)

/** The owner's cart id, null for an owner with no cart. */
export async function findCheckoutCartId(db: Executor, owner: CartOwner) {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerIs(owner))
  return row?.id ?? null
}

/**
 * Empties the owner's cart, its row locked until the transaction ends, and
 * answers the lines it held: a second submit of the same cart waits here,
 * then finds it empty (docs/decisions/024).
 */
export function takeCartItems(tx: Transaction, owner: CartOwner) {
  const cart = tx.select({ id: carts.id }).from(carts).where(ownerIs(owner)).for('update')
  return tx
    .delete(cartItems)
    .where(inArray(cartItems.cartId, cart))
    .returning({ id: cartItems.id, qty: cartItems.qty })
}

/**
 * Every line of the cart, those of products taken off sale too, with its
 * size, quantity and the product's weight, which the cart's own answer leaves out.
 */
export function listCartLineWeights(db: Executor, cartId: number) {
  return db
    .select({
      id: cartItems.id,
      qty: cartItems.qty,
      productSizeId: cartItems.productSizeId,
      weight: products.weightGrams,
    })
    .from(cartItems)
    .innerJoin(productSizes, eq(productSizes.id, cartItems.productSizeId))
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(eq(cartItems.cartId, cartId))
}

/** What every active showroom holds of these sizes; nothing of a size marked unavailable. */
export function listActiveStock(db: Executor, productSizeIds: number[]) {
  return db
    .select({ showroomId: stocks.showroomId, productSizeId: stocks.productSizeId, qty: stocks.qty })
    .from(stocks)
    .innerJoin(showrooms, and(eq(showrooms.id, stocks.showroomId), eq(showrooms.isActive, true)))
    .innerJoin(
      productSizes,
      and(eq(productSizes.id, stocks.productSizeId), eq(productSizes.isAvailable, true)),
    )
    .where(inArray(stocks.productSizeId, productSizeIds))
}

/** A district's regency and province; null for a district the store does not know. */
export async function findDistrictRegion(db: Executor, subdistrictId: number) {
  const [row] = await db
    .select({ cityId: subdistricts.cityId, provinceId: cities.provinceId })
    .from(subdistricts)
    .innerJoin(cities, eq(cities.id, subdistricts.cityId))
    .where(eq(subdistricts.id, subdistrictId))
  return row ?? null
}
