import { and, asc, desc, eq, like, or } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { orderLines, orders, showrooms } from '@store/db/schema'
import type { PickupInput } from '@store/contract/admin/counter'
import { loadImages } from '../../catalog/product-cards.repository'

const MAX_CANDIDATES = 20

export type PickupCandidate = Awaited<ReturnType<typeof findPickupCandidates>>[number]

/**
 * The pick-up orders a counter input may mean, newest first: the order its
 * reference names (the full one, or the 8 characters a shopper sees), or
 * else every order given that code, old collected ones included.
 */
export function findPickupCandidates(db: Executor, input: PickupInput) {
  const { ref, code } = input
  const named = ref
    ? or(eq(orders.trxRef, ref), like(orders.trxRef, `${ref}-%`))
    : eq(orders.pickupCode, code)
  return db
    .select({ order: orders, showroomName: showrooms.showroomName })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .where(and(named, eq(orders.shippingType, 'PICKUP_ON_STORE')))
    .orderBy(desc(orders.id))
    .limit(MAX_CANDIDATES)
}

/** An order's lines as the counter shows them, each with its product's first photo. */
export async function listCounterLines(db: Executor, orderId: number) {
  const rows = await db
    .select({
      productId: orderLines.productId,
      productName: orderLines.productName,
      sizeCode: orderLines.sizeCode,
      qty: orderLines.qty,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
  const images = await loadImages(db, [...new Set(rows.map((row) => row.productId))], 1)
  return rows.map((row) => ({
    product_name: row.productName,
    size_code: row.sizeCode,
    qty: row.qty,
    image_url: images.get(row.productId)?.[0]?.image_url ?? null,
  }))
}
