import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { orderNotes, orderRefunds, orders } from '@store/db/schema'

/**
 * Marks a paid courier order packed, only if no one has (two staff at once:
 * one wins). The status stays as it is (docs/decisions/053).
 */
export async function markPacked(tx: Transaction, orderId: number, now: Date) {
  const [packed] = await tx
    .update(orders)
    .set({ packedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.packedAt),
        eq(orders.shippingType, 'ONLINE_DELIVERY'),
        inArray(orders.status, ['PAID', 'PROCESSED']),
      ),
    )
    .returning({ id: orders.id })
  return packed !== undefined
}

export async function insertOrderNote(
  db: Executor,
  note: { orderId: number; staffId: number; actor: string; body: string },
) {
  await db.insert(orderNotes).values(note)
}

/** What a cancelled paid order owes its buyer, for the finance team to pay by hand. */
export async function recordRefundOwed(
  tx: Transaction,
  refund: { orderId: number; amount: number; reason: string; staffId: number },
) {
  await tx.insert(orderRefunds).values(refund)
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
