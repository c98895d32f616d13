import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orderLines, products, reviews, staff, users } from '@store/db/schema'
import { escapeLike } from '@store/db/catalog/product-filters'

export interface ReviewFilter {
  sort: 'newest' | 'lowest' | 'highest'
  state: 'all' | 'shown' | 'hidden'
  rating?: number | undefined
  product?: string | undefined
}

const moderatedReview = {
  id: reviews.id,
  productId: reviews.productId,
  productCode: products.productCode,
  productName: products.productName,
  sizeCode: orderLines.sizeCode,
  memberId: reviews.userId,
  reviewerName: users.name,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  hiddenAt: reviews.hiddenAt,
  hiddenBy: staff.email,
}

function whereOf(filter: ReviewFilter): SQL | undefined {
  const product = filter.product
    ? or(
        ilike(products.productCode, `${escapeLike(filter.product)}%`),
        ilike(products.productName, `%${escapeLike(filter.product)}%`),
      )
    : undefined
  return and(
    filter.state === 'shown' ? isNull(reviews.hiddenAt) : undefined,
    filter.state === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined,
    filter.rating ? eq(reviews.rating, filter.rating) : undefined,
    product,
  )
}

const orderOf = (sort: ReviewFilter['sort']) =>
  sort === 'lowest'
    ? [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)]
    : sort === 'highest'
      ? [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)]

const selectReviews = (db: Executor) =>
  db
    .select(moderatedReview)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(staff, eq(staff.id, reviews.hiddenBy))

/** One page of reviews for moderation, shown and hidden alike unless filtered. */
export async function listModeratedReviews(
  db: Executor,
  filter: ReviewFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter)
  const [rows, [total]] = await Promise.all([
    selectReviews(db)
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

export async function findModeratedReview(db: Executor, id: number) {
  const [row] = await selectReviews(db).where(eq(reviews.id, id)).limit(1)
  return row ?? null
}

/**
 * Hides or shows a review only if it is not so already: of two staff acting
 * at once, one changes it and the other finds it done. Answers the product
 * whose page changes, or null when nothing changed.
 */
export async function setReviewHiddenIf(
  tx: Transaction,
  id: number,
  change: { hidden: true; at: Date; staffId: number } | { hidden: false },
) {
  const [row] = await tx
    .update(reviews)
    .set(
      change.hidden
        ? { hiddenAt: change.at, hiddenBy: change.staffId }
        : { hiddenAt: null, hiddenBy: null },
    )
    .where(
      and(
        eq(reviews.id, id),
        change.hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt),
      ),
    )
    .returning({ productId: reviews.productId })
  return row?.productId ?? null
}
