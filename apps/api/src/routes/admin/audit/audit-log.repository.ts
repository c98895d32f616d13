import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { auditLog } from '@store/db/schema'
import { SYSTEM_ACTORS } from '@store/contract/admin/audit'

export interface AuditFilter {
  staffId?: number | undefined
  actor?: (typeof SYSTEM_ACTORS)[number] | undefined
  entity?: string | undefined
  action?: string | undefined
  /** From this instant, included, to `until`, excluded. */
  since?: Date | undefined
  until?: Date | undefined
}

const whereOf = (filter: AuditFilter) =>
  and(
    filter.staffId === undefined ? undefined : eq(auditLog.staffId, filter.staffId),
    filter.actor ? and(isNull(auditLog.staffId), eq(auditLog.actor, filter.actor)) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.since ? gte(auditLog.createdAt, filter.since) : undefined,
    filter.until ? lt(auditLog.createdAt, filter.until) : undefined,
  )

/** One page of the log, newest first (the index audit_log_created_idx). */
export async function listAuditEntries(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter)
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ])
  return { entries, total: total?.total ?? 0 }
}

/** The values the filters offer: who has written to the log, and its entities and actions. */
export async function listAuditOptions(db: Executor) {
  const [actors, systemActors, entities, actions] = await Promise.all([
    db
      .selectDistinct({ staffId: auditLog.staffId, actor: auditLog.actor })
      .from(auditLog)
      .where(isNotNull(auditLog.staffId))
      .orderBy(asc(auditLog.actor)),
    db
      .selectDistinct({ actor: auditLog.actor })
      .from(auditLog)
      .where(isNull(auditLog.staffId))
      .orderBy(asc(auditLog.actor)),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ])
  return {
    actors: actors.flatMap((row) =>
      row.staffId === null ? [] : [{ staff_id: row.staffId, actor: row.actor }],
    ),
    system_actors: SYSTEM_ACTORS.filter((actor) => systemActors.some((row) => row.actor === actor)),
    entities: entities.map((row) => row.entity),
    actions: actions.map((row) => row.action),
  }
}
