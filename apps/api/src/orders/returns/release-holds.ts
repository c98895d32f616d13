import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { recordAudit } from '../../lib/audit.repository'
import { recordRepeatableOrderEvent } from '../order-moves.repository'
import { releaseHeldSizes } from './held-sizes'
import { RETURN_AUDIT_ENTITY, clearHold, listOverdueHolds, lockReturn } from './returns.repository'

/**
 * Gives back the sizes of exchanges not shipped within their hold
 * (EXCHANGE_HOLD_DAYS from the request, decision 086), up to `limit`. Each
 * return is locked and checked again, so a shipment or a second run racing
 * it gives nothing back twice. The exchange stays: shipping it later takes
 * the size again if it is there. Answers the references released.
 */
export async function releaseOverdueHolds(writer: CatalogueWriter, now: Date, limit: number) {
  const due = await listOverdueHolds(writer.tx, now, limit)
  const released: string[] = []
  for (const { returnRef } of due) {
    const row = await lockReturn(writer.tx, returnRef)
    if (!row?.holdUntil || row.holdUntil > now) continue
    const units = await releaseHeldSizes(writer, row)
    await clearHold(writer.tx, row.id)
    if (units === 0) continue
    await recordAudit(writer.tx, 'job', {
      action: 'return.release-hold',
      entity: RETURN_AUDIT_ENTITY,
      entityId: returnRef,
      before: { hold_until: row.holdUntil.toISOString() },
      after: { held_lines_released: units },
      at: now,
    })
    await recordRepeatableOrderEvent(writer.tx, row.orderId, 'RETURN_UPDATED', now)
    released.push(returnRef)
  }
  return { released, more: due.length === limit }
}
