import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { onceMarks, orders } from '@store/db/schema'

/** The once-mark of an order's payment reminder: one per order, across instances. */
export const reminderMark = (orderId: number) => `payment-reminder:${orderId}`

/**
 * Unpaid orders whose hold ends within `hours` of `now` (and has not ended), not yet
 * reminded, oldest hold first.
 */
export function listOrdersToRemind(db: Executor, now: Date, hours: number, limit: number) {
  const until = new Date(now.getTime() + hours * 3_600_000)
  return db
    .select({ order: orders })
    .from(orders)
    .leftJoin(onceMarks, eq(onceMarks.key, sql`'payment-reminder:' || ${orders.id}`))
    .where(
      and(
        eq(orders.status, 'WAITING_PAYMENT'),
        gt(orders.expiresAt, now),
        lte(orders.expiresAt, until),
        isNull(onceMarks.key),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
}
