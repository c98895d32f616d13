import { and, asc, desc, eq, or, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orderLines, orders } from '@store/db/schema'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect

/** The audit log names an order by its reference (docs/decisions/053). */
export const ORDER_AUDIT_ENTITY = 'order'

export const listOrderLines = (db: Executor, orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))

/**
 * What an order still holds: each size and the units not cancelled, in a
 * fixed order so stock rows lock alike.
 */
export async function listHeldLines(tx: Transaction, orderId: number) {
  const lines = await tx
    .select({
      productSizeId: orderLines.productSizeId,
      qty: sql<number>`${orderLines.qty} - ${orderLines.cancelledQty}`.mapWith(Number),
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productSizeId))
  return lines.filter((line) => line.qty > 0)
}

/** Cancels units of a line, only while that many are left: false when they are not. */
export async function cancelLineUnits(tx: Transaction, lineId: number, qty: number) {
  const [line] = await tx
    .update(orderLines)
    .set({ cancelledQty: sql`${orderLines.cancelledQty} + ${qty}` })
    .where(
      and(eq(orderLines.id, lineId), sql`${orderLines.cancelledQty} + ${qty} <= ${orderLines.qty}`),
    )
    .returning({ id: orderLines.id })
  return line !== undefined
}

/** The order a reference or an order number names, whichever a person typed. */
export async function findOrderByRefOrNo(db: Executor, wanted: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.trxRef, wanted), eq(orders.trxNo, wanted)))
  return order ?? null
}

/** The order a payment message names by its bill number (the order number); null when none. */
export async function findOrderByBill(db: Executor, billNo: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.trxNo, billNo))
  return order ?? null
}

/** The order, locked until the transaction ends, so two notifications decide one after the other. */
export async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order ?? null
}

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

/** Writes an order's lines and answers them as stored, for the bill made right after. */
export function insertOrderLines(tx: Transaction, lines: (typeof orderLines.$inferInsert)[]) {
  return tx.insert(orderLines).values(lines).returning()
}
