import type { FastifyInstance } from 'fastify'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { addWishlistItem, getWishlist, removeWishlistItem } from '@store/contract/wishlist'
import { MESSAGES } from '@store/contract/messages'
import { productSizes, products, wishlistItems } from '@store/db/schema'
import { badRequest } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import { requireMember } from '../../plugins/auth'
import { loadImages, productCardSelection, toProductSummary } from '../catalog/product-cards'

export function wishlistRoutes(app: FastifyInstance) {
  registerCall(app, getWishlist, async ({ product_detail_id }, request) => {
    const userId = requireMember(request).id
    const rows = await app.db
      .select({
        entryId: wishlistItems.id,
        ...productCardSelection,
        shortDescription: products.shortDescription,
        detailedDescription: products.detailedDescription,
      })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(
        and(
          eq(wishlistItems.userId, userId),
          product_detail_id === undefined
            ? undefined
            : eq(wishlistItems.productId, product_detail_id),
        ),
      )
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    const ids = rows.map((row) => row.id)
    const images = await loadImages(app.db, ids, 2)
    const sizes = ids.length
      ? await app.db
          .select({
            productId: productSizes.productId,
            size_code: productSizes.sizeCode,
            size_name: productSizes.sizeName,
            available: sql<boolean>`exists (select 1 from stocks s where s.product_size_id = ${productSizes.id} and s.qty > 0)`,
          })
          .from(productSizes)
          .where(inArray(productSizes.productId, ids))
          .orderBy(asc(productSizes.productId), asc(productSizes.sortOrder))
      : []
    return {
      user_wishlists: rows.map((row) => ({
        ...toProductSummary(row, images.get(row.id) ?? []),
        id: row.entryId,
        product_detail_id: row.id,
        short_description: row.shortDescription,
        detailed_description: row.detailedDescription,
        sizes: sizes
          .filter((size) => size.productId === row.id)
          .map((size) => ({
            size_code: size.size_code,
            size_name: size.size_name,
            is_available: size.available ? (1 as const) : (0 as const),
            retail_price: row.retailPrice,
            net_price: row.netPrice,
          })),
      })),
    }
  })

  registerCall(app, addWishlistItem, async ({ product_detail_id }, request) => {
    const userId = requireMember(request).id
    const [product] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, product_detail_id), eq(products.isActive, true)))
    if (!product) throw badRequest(MESSAGES.itemNotValid)
    await app.db
      .insert(wishlistItems)
      .values({ userId, productId: product.id })
      .onConflictDoNothing()
    return { message: MESSAGES.wishlistAdded }
  })

  registerCall(app, removeWishlistItem, async ({ product_detail_id }, request) => {
    await app.db
      .delete(wishlistItems)
      .where(
        and(
          eq(wishlistItems.userId, requireMember(request).id),
          eq(wishlistItems.productId, product_detail_id),
        ),
      )
    return { message: MESSAGES.wishlistRemoved }
  })
}
