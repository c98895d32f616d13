import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '@store/db/client'
import { promoCodes, promoCodeUses } from '@store/db/schema'
import type { Promo } from '@store/contract/checkout'
import { CHECKOUT_MESSAGES, promoMinimumMessage } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import { badRequest } from '../../lib/http-errors'
import type { Transaction } from '@store/db/client'

type PromoCodeRow = typeof promoCodes.$inferSelect

export const toPromo = (row: PromoCodeRow): Promo => ({
  code: row.code,
  category: row.category,
  disc_percent: row.discPercent,
  disc_nominal: row.discNominal,
  disc_max: row.discMax,
})

/** Why a code cannot be used now on this purchase, in the order a shopper would ask. */
function refusal(row: PromoCodeRow | undefined, now: Date, itemsTotal: number): string | null {
  if (!row || !row.isActive) return MESSAGES.promoInvalid
  if (row.startsAt && row.startsAt > now) return CHECKOUT_MESSAGES.promoNotStarted
  if (row.endsAt && row.endsAt <= now) return CHECKOUT_MESSAGES.promoExpired
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit)
    return CHECKOUT_MESSAGES.promoUsedUp
  if (itemsTotal < row.minPurchase) return promoMinimumMessage(row.minPurchase)
  return null
}

/** The code as it stands, or a 400 naming why it cannot be used (codes arrive upper-cased). */
export async function usablePromoCode(
  db: Db | Transaction,
  code: string,
  now: Date,
  itemsTotal: number,
): Promise<PromoCodeRow> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code))
  const reason = refusal(row, now, itemsTotal)
  if (reason || !row) throw badRequest(reason ?? MESSAGES.promoInvalid)
  return row
}

/**
 * Counts one use inside the order's transaction. The conditional update is
 * what holds the limit when the last use is raced: the loser gets the refusal.
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
  if (!taken) throw badRequest(CHECKOUT_MESSAGES.promoUsedUp)
  await tx.insert(promoCodeUses).values({ promoCodeId: promo.id, ...use })
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
