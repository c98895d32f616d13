import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orderLines, orders, reviews } from '@store/db/schema'
import { REVIEWABLE_TRX_STATUSES } from '@store/contract/order-status'
import type { MyReview, PendingReview } from '@store/contract/reviews'
import { toWibText } from '@store/contract/format/wib-text'
import { loadImages } from '../catalog/product-cards.repository'

async function coverImages(db: Executor, productIds: number[]) {
  const images = await loadImages(db, [...new Set(productIds)], 1)
  return (productId: number) => images.get(productId)?.[0]?.image_url ?? ''
}

// What a member's reviews screen reads and writes: only ever the member's own rows.

/** Lines of the member's completed orders without a review, newest order first. */
export async function listPendingReviews(db: Executor, userId: number): Promise<PendingReview[]> {
  const rows = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      productName: orderLines.productName,
      sizeCode: orderLines.sizeCode,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...REVIEWABLE_TRX_STATUSES]),
        isNull(reviews.id),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orderLines.id))
  const imageOf = await coverImages(
    db,
    rows.map((row) => row.productId),
  )
  return rows.map((row) => ({
    id: row.id,
    product_image: imageOf(row.productId),
    product_name: row.productName,
    product_detail_id: row.productId,
    size_code: row.sizeCode,
  }))
}

export async function listOwnReviews(db: Executor, userId: number): Promise<MyReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      orderLineId: reviews.orderLineId,
      productId: reviews.productId,
      productName: orderLines.productName,
      sizeCode: orderLines.sizeCode,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
  const imageOf = await coverImages(
    db,
    rows.map((row) => row.productId),
  )
  return rows.map((row) => ({
    id: row.id,
    order_detail_id: row.orderLineId,
    product_detail_id: row.productId,
    product_name: row.productName,
    product_image: imageOf(row.productId),
    size_code: row.sizeCode,
    rating: row.rating,
    comment: row.comment,
    created_at: toWibText(row.createdAt),
  }))
}

/** The product, owner and status of an order line, to check a review of it may be written. */
export async function findReviewedLine(db: Executor, orderLineId: number) {
  const [line] = await db
    .select({ productId: orderLines.productId, ownerId: orders.userId, status: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, orderLineId))
  return line ?? null
}

/** Writes a review; false when the line already has one (the unique order line refused it). */
export async function insertReview(tx: Transaction, review: typeof reviews.$inferInsert) {
  const [row] = await tx
    .insert(reviews)
    .values(review)
    .onConflictDoNothing({ target: reviews.orderLineId })
    .returning({ id: reviews.id })
  return row !== undefined
}
