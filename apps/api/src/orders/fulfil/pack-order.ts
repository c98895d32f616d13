import type { Transaction } from '@store/db/client'
import { recordAudit } from '../../lib/audit.repository'
import type { AuditActor } from '../../lib/audit.repository'
import { ORDER_AUDIT_ENTITY } from '../order.repository'
import { markPacked } from './pack.repository'

/**
 * A courier order packed by a member of staff: the conditional mark and its
 * audit line in one transaction. False when someone packed it first.
 */
export async function packAsStaff(
  tx: Transaction,
  staff: AuditActor,
  order: { id: number; trxRef: string },
  now: Date,
): Promise<boolean> {
  if (!(await markPacked(tx, order.id, now))) return false
  await recordAudit(tx, staff, {
    action: 'order.pack',
    entity: ORDER_AUDIT_ENTITY,
    entityId: order.trxRef,
    before: { packed_at: null },
    after: { packed_at: now.toISOString() },
    at: now,
  })
  return true
}
