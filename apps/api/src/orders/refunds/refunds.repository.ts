import { eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { orderRefunds } from '@store/db/schema'

/**
 * Records money the shop owes the buyer of a cancelled paid order, for the
 * finance team to pay by hand; `staffId` names who cancelled, if a person
 * did. A second record for the order is nothing.
 */
export async function recordRefundOwed(
  tx: Executor,
  refund: { orderId: number; amount: number; reason: string; staffId?: number },
) {
  await tx.insert(orderRefunds).values(refund).onConflictDoNothing()
}

export async function findOrderRefund(db: Executor, orderId: number) {
  const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))
  return refund ?? null
}
