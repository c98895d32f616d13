import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { productSizes, products, showrooms, stocks } from '@store/db/schema'
import { MAX_CART_QTY } from '@store/contract/constants'
import { sqlRows } from '../../lib/sql-rows'

export type ProductSizeLookup =
  | { found: 'none' }
  | { found: 'product'; productId: number }
  | { found: 'size'; productId: number; productSizeId: number }

/** A product and one of its sizes, told apart so each refusal has its own spec text. */
export async function findProductSize(
  db: Executor,
  productId: number,
  sizeCode: string,
  options: { activeOnly: boolean },
): Promise<ProductSizeLookup> {
  const [row] = await db
    .select({ productId: products.id, productSizeId: productSizes.id })
    .from(products)
    .leftJoin(
      productSizes,
      and(eq(productSizes.productId, products.id), eq(productSizes.sizeCode, sizeCode)),
    )
    .where(
      and(eq(products.id, productId), options.activeOnly ? eq(products.isActive, true) : undefined),
    )
  if (!row) return { found: 'none' }
  if (row.productSizeId === null) return { found: 'product', productId: row.productId }
  return { found: 'size', productId: row.productId, productSizeId: row.productSizeId }
}

/**
 * The most one cart line of this size may hold: what the best single active
 * showroom or hub holds (an order ships from one), and never above 99; none
 * of a size staff marked unavailable, whatever its stock.
 */
export const stockCapSql = (productSizeId: unknown) => sql<number>`least(${MAX_CART_QTY}, coalesce((
    select max(${stocks.qty}) from ${stocks}
    join ${showrooms} on ${showrooms.id} = ${stocks.showroomId} and ${showrooms.isActive}
    where ${stocks.productSizeId} = ${productSizeId}
      and (select withdrawn.is_available from product_sizes withdrawn where withdrawn.id = ${productSizeId})
    ), 0))::int`

export async function stockCap(db: Executor, productSizeId: number): Promise<number> {
  const [row] = await sqlRows<{ cap: number }>(db, sql`select ${stockCapSql(productSizeId)} as cap`)
  return Number(row?.cap ?? 0)
}
