import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import {
  cartItems,
  carts,
  cities,
  newsletterSubscriptions,
  notifications,
  orderLines,
  orders,
  productSizes,
  products,
  provinces,
  reviews,
  subdistricts,
  userAddresses,
  users,
  wishlistItems,
} from '@store/db/schema'

/** What the back office reads of one member: each table that keeps something about them. */

export async function findMember(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

/** A member's addresses, each with its district, city and province by name. */
export async function listMemberAddresses(db: Executor, userId: number) {
  const rows = await db
    .select({
      address: userAddresses,
      district: subdistricts.subdistrictName,
      cityType: cities.type,
      cityName: cities.cityName,
      province: provinces.provinceName,
    })
    .from(userAddresses)
    .leftJoin(subdistricts, eq(subdistricts.id, userAddresses.subdistrictId))
    .leftJoin(cities, eq(cities.id, userAddresses.cityId))
    .leftJoin(provinces, eq(provinces.id, userAddresses.provinceId))
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isPrimary), asc(userAddresses.id))
  return rows.map(({ address, cityType, cityName, ...names }) => ({
    ...address,
    ...names,
    city: cityName === null ? null : [cityType, cityName].filter(Boolean).join(' '),
  }))
}

export async function listMemberOrders(db: Executor, userId: number) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
}

export async function listOrderLines(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return []
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id))
}

export async function listMemberReviews(db: Executor, userId: number) {
  return db
    .select({
      productId: reviews.productId,
      productName: products.productName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt))
}

export async function findNewsletterOf(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1)
  return row ?? null
}

export async function listMemberCart(db: Executor, userId: number) {
  return db
    .select({
      productName: products.productName,
      sizeCode: productSizes.sizeCode,
      qty: cartItems.qty,
    })
    .from(cartItems)
    .innerJoin(carts, and(eq(carts.id, cartItems.cartId), eq(carts.userId, userId)))
    .innerJoin(productSizes, eq(productSizes.id, cartItems.productSizeId))
    .innerJoin(products, eq(products.id, productSizes.productId))
    .orderBy(asc(cartItems.id))
}

export async function listMemberWishlist(db: Executor, userId: number) {
  return db
    .select({ productName: products.productName, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.id))
}

export async function listMemberNotifications(db: Executor, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id))
}
