import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { orderRefunds } from '@store/db/schema'
import type { RefundedUnit } from '@store/db/schema'

export type RefundRow = typeof orderRefunds.$inferSelect

/**
 * Records money the shop owes the buyer for what was cancelled of a paid
 * order, for the finance team to pay by hand; one row per cancel (decision
 * 078). `staffId` names who cancelled, if a person did. The caller's move
 * is conditional, so a repeated request records nothing twice. Answers the
 * refund's number.
 */
export async function recordRefundOwed(
  tx: Executor,
  refund: {
    orderId: number
    amount: number
    reason: string
    staffId?: number
    channel: string | null
    units: RefundedUnit[]
    createdAt: Date
  },
) {
  const [row] = await tx.insert(orderRefunds).values(refund).returning({ id: orderRefunds.id })
  if (!row) throw new Error('the refund row was not written')
  return row.id
}

/** Every refund of an order, oldest first. */
export function listOrderRefunds(db: Executor, orderId: number) {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id))
}

/** What the shop still owes the buyer of an order: its refunds not yet paid. */
export async function owedToBuyer(db: Executor, orderId: number): Promise<number> {
  const [owed] = await db
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)`.mapWith(Number) })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), isNull(orderRefunds.settledAt)))
  return owed?.total ?? 0
}
