import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
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

/** The owner's cart id; locked until the caller's transaction ends when `lock` is set. */
export async function findCheckoutCartId(db: Executor, owner: CartOwner, lock = false) {
  const where =
    owner.kind === 'member' ? eq(carts.userId, owner.userId) : eq(carts.deviceId, owner.deviceId)
  const query = db.select({ id: carts.id }).from(carts).where(where)
  const [row] = lock ? await query.for('update') : await query
  return row?.id ?? null
}

/** Each line's product size and the product's weight, which the cart's own answer leaves out. */
export function listCartLineWeights(db: Executor, cartId: number) {
  return db
    .select({
      id: cartItems.id,
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
