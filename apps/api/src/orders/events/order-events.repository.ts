import { asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { notifications, orderEvents, orders, showrooms } from '@store/db/schema'

/**
 * Claims up to `limit` unsent order events by stamping them sent: rows another
 * transaction is claiming are skipped, so no event is claimed twice.
 */
export function claimUnsentOrderEvents(tx: Transaction, now: Date, limit: number) {
  const due = tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(isNull(orderEvents.sentAt))
    .orderBy(asc(orderEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  return tx
    .update(orderEvents)
    .set({ sentAt: now })
    .where(inArray(orderEvents.id, due))
    .returning({ id: orderEvents.id, orderId: orderEvents.orderId, kind: orderEvents.kind })
}

/** The orders of some events, each with the showroom it is sold from. */
export function listOrdersWithShowrooms(tx: Transaction, orderIds: number[]) {
  return tx
    .select({ order: orders, showroom: showrooms })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .where(inArray(orders.id, orderIds))
}

export async function insertNotifications(
  tx: Transaction,
  rows: (typeof notifications.$inferInsert)[],
) {
  if (rows.length > 0) await tx.insert(notifications).values(rows)
}
