import type { Executor } from '@store/db/client'
import { auditLog } from '@store/db/schema'
import type { StaffSession } from './auth/staff-session.repository'

export interface AuditEntry {
  /** What was done, as a verb phrase: 'product.update', 'stock.set', 'staff.invite'. */
  action: string
  entity: string
  entityId?: string | number | null
  before?: unknown
  after?: unknown
  /**
   * When it was done, on the store's clock (`app.clock`), which a test or the operator may
   * move; the database's own time when left out.
   */
  at?: Date
}

/**
 * Who did it: a staff account, the operator's terminal, a background job on its timetable, or a
 * shopper (a return's photo, kept through the image pipeline).
 */
export type AuditActor = Pick<StaffSession, 'id' | 'email'> | 'operator' | 'job' | 'shopper'

/**
 * Writes one line of the audit log, in the transaction of the change it
 * records, so a change and its trail commit or roll back together.
 */
export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    staffId: typeof actor === 'string' ? null : actor.id,
    actor: typeof actor === 'string' ? actor : actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at && { createdAt: entry.at }),
  })
}
