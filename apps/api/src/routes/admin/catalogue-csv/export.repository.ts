import { asc, eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { productImages, productSizes, products, showrooms, stocks } from '@store/db/schema'

/** Everything the export writes, in the catalogue's order: products by code, sizes as shown. */
export async function readCatalogueForExport(db: Executor) {
  const rooms = await db
    .select({ id: showrooms.id, name: showrooms.showroomName })
    .from(showrooms)
    .orderBy(asc(showrooms.id))
  const rows = await db
    .select({ product: products, size: productSizes })
    .from(products)
    .innerJoin(productSizes, eq(productSizes.productId, products.id))
    .orderBy(asc(products.productCode), asc(productSizes.sortOrder), asc(productSizes.id))
  const stock = await db
    .select({ productSizeId: stocks.productSizeId, showroomId: stocks.showroomId, qty: stocks.qty })
    .from(stocks)
  const images = await db
    .select({ productId: productImages.productId, url: productImages.imageUrl })
    .from(productImages)
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id))
  return { showrooms: rooms, rows, stock, images }
}
