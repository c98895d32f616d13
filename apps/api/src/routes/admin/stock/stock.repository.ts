import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { productSizes, products, showrooms, stocks } from '@store/db/schema'
import { escapeLike } from '@store/db/catalog/product-filters'

const SHOWROOM_COLUMNS = {
  id: showrooms.id,
  name: showrooms.showroomName,
  isHub: showrooms.isHub,
  isActive: showrooms.isActive,
}

/** Every showroom, or only those of `ids`, in the shop's order. */
export function listShowrooms(db: Executor, ids?: readonly number[]) {
  return db
    .select(SHOWROOM_COLUMNS)
    .from(showrooms)
    .where(ids ? inArray(showrooms.id, [...ids]) : undefined)
    .orderBy(asc(showrooms.sortOrder), asc(showrooms.id))
}

export async function findStockShowroom(db: Executor, id: number) {
  const [row] = await db.select(SHOWROOM_COLUMNS).from(showrooms).where(eq(showrooms.id, id))
  return row ?? null
}

export async function findStockProduct(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      code: products.productCode,
      name: products.productName,
      isActive: products.isActive,
    })
    .from(products)
    .where(eq(products.id, id))
  return row ?? null
}

/** The sizes of some products in their order, with what one showroom (or every one) holds. */
export async function listSizesWithStock(
  db: Executor,
  productIds: readonly number[],
  showroomId?: number,
) {
  if (productIds.length === 0) return { sizes: [], stock: [] }
  const sizes = await db
    .select({
      id: productSizes.id,
      productId: productSizes.productId,
      code: productSizes.sizeCode,
      isAvailable: productSizes.isAvailable,
    })
    .from(productSizes)
    .where(inArray(productSizes.productId, [...productIds]))
    .orderBy(asc(productSizes.productId), asc(productSizes.sortOrder), asc(productSizes.id))
  const sizeIds = sizes.map((size) => size.id)
  const stock =
    sizeIds.length === 0
      ? []
      : await db
          .select({
            productSizeId: stocks.productSizeId,
            showroomId: stocks.showroomId,
            qty: stocks.qty,
          })
          .from(stocks)
          .where(
            and(
              inArray(stocks.productSizeId, sizeIds),
              showroomId === undefined ? undefined : eq(stocks.showroomId, showroomId),
            ),
          )
  return { sizes, stock }
}

/** One page of products whose name holds, or whose code starts with, the search. */
export async function findProductsPage(
  db: Executor,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = search
    ? or(
        ilike(products.productName, `%${escapeLike(search)}%`),
        ilike(products.productCode, `${escapeLike(search)}%`),
      )
    : undefined
  const [total] = await db.select({ n: count() }).from(products).where(where)
  const rows = await db
    .select({
      id: products.id,
      code: products.productCode,
      name: products.productName,
      isActive: products.isActive,
    })
    .from(products)
    .where(where)
    .orderBy(sql`${products.isActive} desc`, asc(products.productName), asc(products.id))
    .limit(page.limit)
    .offset(page.offset)
  return { rows, total: total?.n ?? 0 }
}

/** Product name and size code of each size, to name a cell in a message. */
export function describeSizes(db: Executor, productSizeIds: readonly number[]) {
  return db
    .select({
      id: productSizes.id,
      productName: products.productName,
      productCode: products.productCode,
      sizeCode: productSizes.sizeCode,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(inArray(productSizes.id, [...productSizeIds]))
}
