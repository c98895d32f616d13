import type { Transaction } from '@store/db/client'
import { recordAudit } from './audit.repository'
import type { AuditActor } from './audit.repository'
import { liveDiscount, writeWibMinute } from './discount-window'
import type { PlannedDiscount } from './discount-window'
import { lockProductDiscount, writeProductDiscount } from './product-discount.repository'

export type DiscountOutcome = 'moved' | 'already' | 'not_found' | 'discount_above_net'

const asWords = (planned: PlannedDiscount) => ({
  disc_percent: planned.plannedDiscPercent,
  disc_nominal: planned.plannedDiscNominal,
  disc_starts_at: writeWibMinute(planned.discStartsAt),
  disc_ends_at: writeWibMinute(planned.discEndsAt),
})

/**
 * Sets one product's planned discount and its window, with the live discount
 * it gives at `at`, as the product's form does (decision 041): the row is
 * locked, the same discount again changes nothing, and a change writes one
 * audit line. A nominal discount above the product's net price is refused,
 * the form's rule, checked here because only the row knows the price.
 */
export async function setProductDiscount(
  tx: Transaction,
  actor: AuditActor,
  id: number,
  planned: PlannedDiscount,
  at: Date,
): Promise<DiscountOutcome> {
  const row = await lockProductDiscount(tx, id)
  if (!row) return 'not_found'
  if (planned.plannedDiscNominal > row.netPrice) return 'discount_above_net'
  const before = asWords(row)
  const after = asWords(planned)
  if (JSON.stringify(before) === JSON.stringify(after)) return 'already'
  await writeProductDiscount(tx, id, planned, liveDiscount(planned, at))
  await recordAudit(tx, actor, {
    action: 'product.discount',
    entity: 'product',
    entityId: id,
    before,
    after,
    at,
  })
  return 'moved'
}
