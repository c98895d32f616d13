import { and, asc, desc, eq } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orderLines, orders } from '@store/db/schema'

export type OrderLineRow = typeof orderLines.$inferSelect

export const listOrderLines = (db: Executor, orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))

/** The latest unpaid order an identical submit already made (docs/decisions/024). */
export async function findWaitingOrderByRequestKey(db: Executor, requestKey: string) {
  const [earlier] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.requestKey, requestKey), eq(orders.status, 'WAITING_PAYMENT')))
    .orderBy(desc(orders.id))
    .limit(1)
  return earlier ?? null
}

export async function insertOrder(tx: Transaction, order: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(order).returning()
  if (!row) throw new Error('the order row was not written')
  return row
}

export async function insertOrderLines(tx: Transaction, lines: (typeof orderLines.$inferInsert)[]) {
  await tx.insert(orderLines).values(lines)
}
