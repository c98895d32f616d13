import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orders } from '@store/db/schema'

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

/**
 * Clears an order's flag for a person, only if it is still set (two staff at
 * once: one clears it). Answers the text that was cleared, or null.
 */
export async function clearAttention(tx: Transaction, orderId: number) {
  const [before] = await tx
    .select({ attention: orders.attention, attentionAt: orders.attentionAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.attention)))
    .for('update')
  if (!before) return null
  const [cleared] = await tx
    .update(orders)
    .set({ attention: null, attentionAt: null })
    .where(and(eq(orders.id, orderId), isNotNull(orders.attention)))
    .returning({ id: orders.id })
  return cleared ? before : null
}
