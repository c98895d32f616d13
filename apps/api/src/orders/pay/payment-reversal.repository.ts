import { and, eq, isNull } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { orderRefunds, orders } from '@store/db/schema'

/** Records money the shop owes the buyer of a cancelled paid order; a second record is nothing. */
export async function recordOwedRefund(
  tx: Executor,
  refund: { orderId: number; amount: number; reason: string },
) {
  await tx.insert(orderRefunds).values(refund).onConflictDoNothing()
}

/**
 * Flags an order for a person. An order already flagged keeps its first
 * reason and time, so a repeated notification changes nothing.
 */
export async function flagOrderForAttention(
  tx: Executor,
  orderId: number,
  attention: string,
  now: Date,
): Promise<boolean> {
  const flagged = await tx
    .update(orders)
    .set({ attention, attentionAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.attention)))
    .returning({ id: orders.id })
  return flagged.length > 0
}
