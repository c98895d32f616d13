import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { translated } from '@store/db/catalog/translated'
import type { Locale } from '@store/contract/locale'
import { productSizes, products, wishlistItems } from '@store/db/schema'
import type { WishlistItem } from '@store/contract/wishlist'
import {
  loadImages,
  productCardSelection,
  toProductSummary,
} from '../catalog/product-cards.repository'

/** A member's wishlist, newest first, or only its entry for one product, its texts in `language`. */
export async function listWishlist(
  db: Executor,
  userId: number,
  productId: number | undefined,
  language: Locale,
): Promise<WishlistItem[]> {
  const rows = await db
    .select({
      entryId: wishlistItems.id,
      ...productCardSelection(language),
      shortDescription: translated(
        products.shortDescription,
        products.shortDescriptionBahasa,
        language,
      ),
      detailedDescription: translated(
        products.detailedDescription,
        products.detailedDescriptionBahasa,
        language,
      ),
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(
      and(
        eq(wishlistItems.userId, userId),
        productId === undefined ? undefined : eq(wishlistItems.productId, productId),
      ),
    )
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
  const ids = rows.map((row) => row.id)
  const images = await loadImages(db, ids, 2)
  const sizes = ids.length
    ? await db
        .select({
          productId: productSizes.productId,
          size_code: productSizes.sizeCode,
          size_name: translated(productSizes.sizeName, productSizes.sizeNameBahasa, language),
          available: sql<boolean>`exists (select 1 from stocks s where s.product_size_id = ${productSizes.id} and s.qty > 0)`,
        })
        .from(productSizes)
        .where(inArray(productSizes.productId, ids))
        .orderBy(asc(productSizes.productId), asc(productSizes.sortOrder))
    : []
  return rows.map((row) => ({
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
  }))
}

/** Adds an active product (once); false when no active product has that id. */
export async function addToWishlist(db: Executor, userId: number, productId: number) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
  if (!product) return false
  await db.insert(wishlistItems).values({ userId, productId: product.id }).onConflictDoNothing()
  return true
}

export async function removeFromWishlist(db: Executor, userId: number, productId: number) {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
}
