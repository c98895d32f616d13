import type { Executor } from '@store/db/client'
import type { Promo } from '@store/contract/checkout'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import { badRequest } from '../../lib/http-errors'
import type { Said } from '../../lib/http-errors'
import { promoMemberLimitSaid, promoMinimumSaid } from '../../lib/said'
import { countMemberUses, findPromoCode } from './promo-code.repository'
import type { PromoCodeRow } from './promo-code.repository'

export const toPromo = (row: PromoCodeRow): Promo => ({
  code: row.code,
  category: row.category,
  disc_percent: row.discPercent,
  disc_nominal: row.discNominal,
  disc_max: row.discMax,
})

/** Why a code cannot be used now on this purchase, in the order a shopper would ask. */
function refusal(
  row: PromoCodeRow | undefined,
  now: Date,
  itemsTotal: number,
): string | Said | null {
  if (!row || !row.isActive) return MESSAGES.promoInvalid
  if (row.startsAt && row.startsAt > now) return CHECKOUT_MESSAGES.promoNotStarted
  if (row.endsAt && row.endsAt <= now) return CHECKOUT_MESSAGES.promoExpired
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit)
    return CHECKOUT_MESSAGES.promoUsedUp
  if (itemsTotal < row.minPurchase) return promoMinimumSaid(row.minPurchase)
  return null
}

/**
 * The code as it stands, or a 400 naming why it cannot be used (codes arrive
 * upper-cased). A member is also held to the code's limit per member; a
 * guest has no such count (decision 046).
 */
export async function usablePromoCode(
  db: Executor,
  code: string,
  now: Date,
  purchase: { itemsTotal: number; memberId: number | null },
): Promise<PromoCodeRow> {
  const row = await findPromoCode(db, code)
  const reason = refusal(row, now, purchase.itemsTotal)
  if (reason || !row) throw badRequest(reason ?? MESSAGES.promoInvalid)
  const perMember = row.usageLimitPerMember
  if (purchase.memberId !== null && perMember !== null) {
    if ((await countMemberUses(db, row.id, purchase.memberId)) >= perMember)
      throw badRequest(promoMemberLimitSaid(perMember))
  }
  return row
}
