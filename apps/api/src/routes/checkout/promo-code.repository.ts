import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { promoCodes, promoCodeUses } from '@store/db/schema'

export type PromoCodeRow = typeof promoCodes.$inferSelect

export async function findPromoCode(db: Executor, code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code))
  return row
}

/**
 * Counts one use inside the order's transaction; false when the code is used
 * up. The conditional update is what holds the limit when the last use is
 * raced: the loser gets false and nothing is written.
 */
export async function takePromoUse(
  tx: Transaction,
  promo: PromoCodeRow,
  use: { orderId: number; userId: number | null },
) {
  const [taken] = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promo.id),
        or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit)),
      ),
    )
    .returning({ id: promoCodes.id })
  if (!taken) return false
  await tx.insert(promoCodeUses).values({ promoCodeId: promo.id, ...use })
  return true
}

/** An order that will never be paid gives its use back (expiry, cancellation). */
export async function releasePromoUse(tx: Transaction, orderId: number) {
  const [use] = await tx
    .delete(promoCodeUses)
    .where(eq(promoCodeUses.orderId, orderId))
    .returning({ promoCodeId: promoCodeUses.promoCodeId })
  if (!use) return
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, use.promoCodeId))
}
