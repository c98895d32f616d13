import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { orderEvents, orders } from '@store/db/schema'
import { canMoveTrxStatus, orderEventFor } from '@store/contract/order-status'
import type { OrderEventKind, TrxStatus } from '@store/contract/order-status'

type OrderChanges = Partial<typeof orders.$inferInsert>

/** Records that an order has something to tell its buyer; a second record of the same kind is nothing. */
export async function recordOrderEvent(tx: Executor, orderId: number, kind: OrderEventKind) {
  await tx.insert(orderEvents).values({ orderId, kind }).onConflictDoNothing()
}

/**
 * Records an event that may happen again to one order (some of its units
 * cancelled, then more): a second record before the first is sent is the
 * same news; one after it is sent is told again.
 */
export async function recordRepeatableOrderEvent(
  tx: Executor,
  orderId: number,
  kind: OrderEventKind,
  now: Date,
) {
  await tx
    .insert(orderEvents)
    .values({ orderId, kind, createdAt: now })
    .onConflictDoUpdate({
      target: [orderEvents.orderId, orderEvents.kind],
      set: { sentAt: null, createdAt: now },
      setWhere: sql`${orderEvents.sentAt} is not null`,
    })
}

/**
 * Moves an order from one status to the next, and only if it still is in
 * `from` (another instance, a repeated notification or a second job run
 * finds it moved and does nothing). A move outside TRX_STATUS_TRANSITIONS is
 * a bug and throws. The event of the new status is recorded in the same
 * transaction, so it is sent once and only if the move happened.
 */
export async function moveOrder(
  tx: Executor,
  orderId: number,
  from: TrxStatus,
  to: TrxStatus,
  changes: OrderChanges = {},
): Promise<boolean> {
  if (!canMoveTrxStatus(from, to)) throw new Error(`An order cannot move from ${from} to ${to}.`)
  const [moved] = await tx
    .update(orders)
    .set({ ...changes, status: to })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id })
  if (!moved) return false
  const kind = orderEventFor(to)
  if (kind) await recordOrderEvent(tx, orderId, kind)
  return true
}

/**
 * Stores a courier order's waybill with its move to PROCESSED, whether the
 * courier booked it or a person entered one from the courier's portal; false
 * when the order is no longer PAID.
 */
export function storeWaybill(tx: Executor, orderId: number, noResi: string, now: Date) {
  return moveOrder(tx, orderId, 'PAID', 'PROCESSED', { noResi, bookedAt: now, bookingError: null })
}

/** A ready pick-up handed to its buyer; false when it is no longer READY_FOR_PICKUP. */
export function handOverPickup(tx: Executor, orderId: number, now: Date) {
  return moveOrder(tx, orderId, 'READY_FOR_PICKUP', 'COMPLETED', { completedAt: now })
}
