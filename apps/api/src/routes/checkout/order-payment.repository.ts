import { asc, eq } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orderLines, orders } from '@store/db/schema'
import type { OrderRow } from './place-order'

/** What a payment notification records of an attempt, paid or not. */
export type PaymentRecord = Partial<typeof orders.$inferInsert>

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

/** Keeps a failed or pending attempt on the order, which stays as it is. */
export async function recordPaymentAttempt(tx: Executor, orderId: number, record: PaymentRecord) {
  await tx.update(orders).set(record).where(eq(orders.id, orderId))
}

/** What an order holds: each size and quantity, in a fixed order so stock rows lock alike. */
export function listHeldLines(tx: Transaction, orderId: number) {
  return tx
    .select({ productSizeId: orderLines.productSizeId, qty: orderLines.qty })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productSizeId))
}
