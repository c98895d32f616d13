import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { promoCodes, promoCodeUses } from '@store/db/schema'

export type PromoCodeRow = typeof promoCodes.$inferSelect

export async function findPromoCode(db: Executor, code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code))
  return row
}

/** How many orders of this member hold a use of the code now (released uses are gone). */
export async function countMemberUses(db: Executor, promoCodeId: number, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.promoCodeId, promoCodeId), eq(promoCodeUses.userId, userId)))
  return row?.n ?? 0
}

export type PromoUseResult = 'taken' | 'used-up' | 'member-limit'

/**
 * Counts one use inside the order's transaction. The conditional update is
 * what holds the total limit when the last use is raced: the loser gets
 * 'used-up' and nothing is written. The update also locks the code's row
 * until commit, so the member's uses counted after it include every order
 * committed before: two parallel orders of one member cannot both pass the
 * per-member limit (decision 046).
 */
export async function takePromoUse(
  tx: Transaction,
  promo: PromoCodeRow,
  use: { orderId: number; userId: number | null },
): Promise<PromoUseResult> {
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
  if (!taken) return 'used-up'
  const perMember = promo.usageLimitPerMember
  if (use.userId !== null && perMember !== null) {
    if ((await countMemberUses(tx, promo.id, use.userId)) >= perMember) return 'member-limit'
  }
  await tx.insert(promoCodeUses).values({ promoCodeId: promo.id, ...use })
  return 'taken'
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

/** What a promo code took its discount from: the items or the shipping. */
export async function findPromoCategory(db: Executor, promoCodeId: number) {
  const [promo] = await db
    .select({ category: promoCodes.category })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId))
  return promo?.category ?? null
}
