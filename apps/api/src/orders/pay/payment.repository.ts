import { eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { orders } from '@store/db/schema'

/** What a payment notification records of an attempt, paid or not. */
export type PaymentRecord = Partial<typeof orders.$inferInsert>

/** Keeps a failed or pending attempt on the order, which stays as it is. */
export async function recordPaymentAttempt(tx: Executor, orderId: number, record: PaymentRecord) {
  await tx.update(orders).set(record).where(eq(orders.id, orderId))
}
