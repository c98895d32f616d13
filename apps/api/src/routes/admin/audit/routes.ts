import type { FastifyInstance } from 'fastify'
import { AUDIT_PAGE_SIZE, listAuditLog } from '@store/contract/admin/audit'
import { badRequest } from '../../../lib/http-errors'
import { parseWibText, toWibText } from '@store/contract/format/wib-text'
import { registerCall } from '../../../lib/register-call'
import { listAuditEntries, listAuditOptions } from './audit-log.repository'

const DAY_MS = 24 * 60 * 60 * 1000

/** The start of a day in Asia/Jakarta, or a readable 400 for a day the calendar lacks. */
function startOfDay(day: string | undefined, label: string): Date | undefined {
  if (!day) return undefined
  const start = parseWibText(`${day} 00:00`)
  if (!start) throw badRequest(`${label} is not a day of the calendar.`)
  return start
}

/** The audit log (OWNER only): newest first, filtered, 50 a page. */
export function auditRoutes(app: FastifyInstance) {
  registerCall(app, listAuditLog, async (query) => {
    const since = startOfDay(query.from, 'The first day')
    const lastDay = startOfDay(query.to, 'The last day')
    const until = lastDay && new Date(lastDay.getTime() + DAY_MS)
    if (since && until && since >= until)
      throw badRequest('The first day must not come after the last day.')
    const [{ entries, total }, options] = await Promise.all([
      listAuditEntries(
        app.db,
        {
          staffId: query.staff_id,
          actor: query.actor,
          entity: query.entity,
          action: query.action,
          since,
          until,
        },
        { limit: AUDIT_PAGE_SIZE, offset: (query.page - 1) * AUDIT_PAGE_SIZE },
      ),
      listAuditOptions(app.db),
    ])
    return {
      data: {
        entries: entries.map((entry) => ({
          id: entry.id,
          staff_id: entry.staffId,
          actor: entry.actor,
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId,
          before: entry.before,
          after: entry.after,
          created_at: toWibText(entry.createdAt),
        })),
        page: query.page,
        per_page: AUDIT_PAGE_SIZE,
        total,
        options,
      },
    }
  })
}
