import { asc, inArray, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { productImages, productSizes, products, stocks } from '@store/db/schema'
import { storeProductTexts, storeSizeTexts } from './cell-texts'
import type { ProductKey, SizeKey } from './cell-texts'

export interface StoreSize {
  id: number
  sortOrder: number
  texts: Record<SizeKey, string>
  /** Units by showroom id; a showroom with no row holds 0. */
  stock: Map<number, number>
}

export interface StoreProduct {
  id: number
  texts: Record<ProductKey, string>
  /** By size code in upper case. */
  sizes: Map<string, StoreSize>
}

/**
 * What the store holds now of the products a file names (codes in upper
 * case), as the export would write it. `lock` holds the product rows until
 * the import's transaction ends, so no product save lands between this read
 * and the import's write.
 */
export async function readStoreNow(
  db: Executor,
  upperCodes: string[],
  lock = false,
): Promise<Map<string, StoreProduct>> {
  const found = new Map<string, StoreProduct>()
  for (let start = 0; start < upperCodes.length; start += 2000) {
    const codes = upperCodes.slice(start, start + 2000)
    const query = db
      .select()
      .from(products)
      .where(inArray(sql`upper(${products.productCode})`, codes))
      .orderBy(asc(products.id))
    const rows = lock ? await query.for('update') : await query
    if (rows.length === 0) continue
    const ids = rows.map((row) => row.id)
    const images = await db
      .select({ productId: productImages.productId, url: productImages.imageUrl })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id))
    const sizes = await db.select().from(productSizes).where(inArray(productSizes.productId, ids))
    const cells =
      sizes.length === 0
        ? []
        : await db
            .select()
            .from(stocks)
            .where(
              inArray(
                stocks.productSizeId,
                sizes.map((size) => size.id),
              ),
            )
    const photosOf = new Map<number, string[]>()
    for (const image of images)
      photosOf.set(image.productId, [...(photosOf.get(image.productId) ?? []), image.url])
    const byProduct = new Map<number, StoreProduct>()
    for (const row of rows) {
      const photos = photosOf.get(row.id) ?? []
      const product = { id: row.id, texts: storeProductTexts(row, photos), sizes: new Map() }
      byProduct.set(row.id, product)
      found.set(row.productCode.toUpperCase(), product)
    }
    const sizeById = new Map<number, StoreSize>()
    for (const size of sizes) {
      const stored = {
        id: size.id,
        sortOrder: size.sortOrder,
        texts: storeSizeTexts(size),
        stock: new Map(),
      }
      sizeById.set(size.id, stored)
      byProduct.get(size.productId)?.sizes.set(size.sizeCode.toUpperCase(), stored)
    }
    for (const cell of cells) sizeById.get(cell.productSizeId)?.stock.set(cell.showroomId, cell.qty)
  }
  return found
}
