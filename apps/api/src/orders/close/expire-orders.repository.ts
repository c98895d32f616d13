import { and, asc, eq, lte } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { orders } from '@store/db/schema'

/** Unpaid orders whose hold ended by `now`, the longest overdue first (a partial index serves it). */
export function listOverdueUnpaidOrders(tx: Transaction, now: Date, limit: number) {
  return tx
    .select({ id: orders.id, trxRef: orders.trxRef, showroomId: orders.showroomId })
    .from(orders)
    .where(and(eq(orders.status, 'WAITING_PAYMENT'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
}
