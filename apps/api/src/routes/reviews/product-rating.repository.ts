import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { reviews, users } from '@store/db/schema'
import { PRODUCT_REVIEWS_SHOWN } from '@store/contract/reviews'
import type { ProductRating } from '@store/contract/reviews'
import { toWibText } from '@store/contract/format/wib-text'

/** The product page names a reviewer by first name only. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? ''

const shown = (productId: number) => and(eq(reviews.productId, productId), isNull(reviews.hiddenAt))

/**
 * A product's average (to one decimal), count and latest reviews, for its page
 * and JSON-LD. Reviews hidden by staff count for nothing (decision 054).
 */
export async function loadProductRating(db: Executor, productId: number): Promise<ProductRating> {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${reviews.rating}), 1)::text`,
    })
    .from(reviews)
    .where(shown(productId))
  const count = Number(totals?.count ?? 0)
  if (count === 0) return { average: null, count: 0, reviews: [] }
  const latest = await db
    .select({
      id: reviews.id,
      name: users.name,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(shown(productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PRODUCT_REVIEWS_SHOWN)
  return {
    average:
      totals?.average === null || totals?.average === undefined ? null : Number(totals.average),
    count,
    reviews: latest.map((row) => ({
      id: row.id,
      reviewer_name: firstName(row.name),
      rating: row.rating,
      comment: row.comment,
      created_at: toWibText(row.createdAt),
    })),
  }
}
