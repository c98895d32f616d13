import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orders } from '@store/db/schema'
import type { OrderTracking } from '@store/contract/orders'

const ONLINE = eq(orders.shippingType, 'ONLINE_DELIVERY')
const PICKUP = eq(orders.shippingType, 'PICKUP_ON_STORE')

/** Paid pick-ups, to be prepared. */
export function listPaidPickups(tx: Transaction, limit: number) {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(PICKUP, eq(orders.status, 'PAID')))
    .limit(limit)
}

/** Pick-ups being prepared that were paid by `paidBy`. */
export function listPreparedPickups(tx: Transaction, paidBy: Date, limit: number) {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(PICKUP, eq(orders.status, 'PROCESSED'), lte(orders.paidAt, paidBy)))
    .limit(limit)
}

/**
 * Claims paid courier orders without a waybill, oldest payment first: those
 * never claimed, or claimed before `leaseEndedBy` by a run that died.
 */
export function claimBookings(tx: Transaction, now: Date, leaseEndedBy: Date, limit: number) {
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ONLINE,
        eq(orders.status, 'PAID'),
        isNull(orders.noResi),
        or(isNull(orders.bookingClaimedAt), lt(orders.bookingClaimedAt, leaseEndedBy)),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(limit)
  return tx
    .update(orders)
    .set({ bookingClaimedAt: now })
    .where(inArray(orders.id, due))
    .returning({ id: orders.id })
}

/** Claims open waybills not tracked since `trackedBy`, the least recently tracked first. */
export function claimTracking(tx: Transaction, now: Date, trackedBy: Date, limit: number) {
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ONLINE,
        inArray(orders.status, ['PROCESSED', 'SHIPPED']),
        isNotNull(orders.noResi),
        or(isNull(orders.trackedAt), lte(orders.trackedAt, trackedBy)),
      ),
    )
    .orderBy(sql`${orders.trackedAt} asc nulls first`)
    .limit(limit)
  return tx
    .update(orders)
    .set({ trackedAt: now })
    .where(inArray(orders.id, due))
    .returning({ id: orders.id, trxRef: orders.trxRef, noResi: orders.noResi })
}

/** Keeps why the courier refused a booking, for the operator (`orders` shows it). */
export async function recordBookingError(db: Executor, orderId: number, reason: string) {
  await db.update(orders).set({ bookingError: reason }).where(eq(orders.id, orderId))
}

/**
 * Keeps the courier's latest answer as the order's last known tracking
 * (orders.tracking, decision 029), which listing orders shows; an answer
 * older than the stored one, from a slower tab or job, does not replace it.
 */
export async function saveTracking(
  db: Executor,
  orderId: number,
  tracking: OrderTracking,
  checkedAt: Date,
) {
  await db
    .update(orders)
    .set({ tracking, trackedAt: checkedAt })
    .where(
      and(eq(orders.id, orderId), or(isNull(orders.trackedAt), lte(orders.trackedAt, checkedAt))),
    )
}
