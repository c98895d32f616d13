import type { Executor } from '@store/db/client'
import { recordAudit } from '../../lib/audit.repository'
import type { AuditActor } from '../../lib/audit.repository'
import { handOverPickup } from '../order-moves.repository'
import { ORDER_AUDIT_ENTITY } from '../order.repository'

/**
 * A ready pick-up handed to its buyer by a member of staff, from the order
 * page or the counter: the conditional move and its audit line in one
 * transaction. False when the order is no longer ready (another tap won).
 */
export async function handOverAsStaff(
  tx: Executor,
  staff: AuditActor,
  order: { id: number; trxRef: string },
  now: Date,
): Promise<boolean> {
  if (!(await handOverPickup(tx, order.id, now))) return false
  await recordAudit(tx, staff, {
    action: 'order.hand-over',
    entity: ORDER_AUDIT_ENTITY,
    entityId: order.trxRef,
    before: { status: 'READY_FOR_PICKUP' },
    after: { status: 'COMPLETED' },
    at: now,
  })
  return true
}
