import { and, eq, isNull, lte, or } from 'drizzle-orm'
import type { OrderTracking } from '@store/contract/orders'
import type { Executor } from '@store/db/client'
import { orderReturns } from '@store/db/schema'

/** Keeps the exchange's tracking unless a later answer is already kept (as the order's own). */
export async function saveExchangeTracking(
  db: Executor,
  returnId: number,
  tracking: OrderTracking,
  checkedAt: Date,
) {
  await db
    .update(orderReturns)
    .set({ exchangeTracking: tracking, exchangeTrackedAt: checkedAt })
    .where(
      and(
        eq(orderReturns.id, returnId),
        or(isNull(orderReturns.exchangeTrackedAt), lte(orderReturns.exchangeTrackedAt, checkedAt)),
      ),
    )
}
