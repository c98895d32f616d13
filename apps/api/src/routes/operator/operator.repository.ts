import { and, desc, eq, inArray } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orders, productSizes, products, showrooms, stocks } from '@store/db/schema'
import type { TrxStatus } from '@store/contract/order-status'

/** The newest orders, of one status when given, with their showroom's name. */
export function listOperatorOrders(db: Executor, status: TrxStatus | undefined, limit: number) {
  return db
    .select({ order: orders, showroomName: showrooms.showroomName })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}

/** A product with its size of that code, if it has one. */
async function findProductAndSize(db: Executor, where: SQL, sizeCode: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.productName,
      code: products.productCode,
      sizeId: productSizes.id,
    })
    .from(products)
    .leftJoin(
      productSizes,
      and(eq(productSizes.productId, products.id), eq(productSizes.sizeCode, sizeCode)),
    )
    .where(where)
    .limit(1)
  return row ?? null
}

export const findProductAndSizeById = (db: Executor, id: number, sizeCode: string) =>
  findProductAndSize(db, eq(products.id, id), sizeCode)

export const findProductAndSizeByCode = (db: Executor, code: string, sizeCode: string) =>
  findProductAndSize(db, eq(products.productCode, code), sizeCode)

export async function findShowroom(db: Executor, id: number) {
  const [showroom] = await db.select().from(showrooms).where(eq(showrooms.id, id))
  return showroom ?? null
}

/** What a showroom holds of a size, its row locked until the caller's transaction ends. */
export async function lockHeldStock(tx: Transaction, productSizeId: number, showroomId: number) {
  const [held] = await tx
    .select({ qty: stocks.qty })
    .from(stocks)
    .where(and(eq(stocks.productSizeId, productSizeId), eq(stocks.showroomId, showroomId)))
    .for('update')
  return held?.qty ?? 0
}

/** The ids of the list that name no showroom. */
export async function findMissingShowrooms(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return []
  const found = await db
    .select({ id: showrooms.id })
    .from(showrooms)
    .where(inArray(showrooms.id, [...ids]))
  const known = new Set(found.map((row) => row.id))
  return ids.filter((id) => !known.has(id))
}
