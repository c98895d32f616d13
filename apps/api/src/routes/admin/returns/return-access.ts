import type { FastifyInstance } from 'fastify'
import { RETURN_MONEY_ROLES } from '@store/contract/admin/returns'
import type { StaffReturn } from '@store/contract/admin/returns'
import { toWibText } from '@store/contract/format/wib-text'
import { HttpError, notFound } from '../../../lib/http-errors'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { MAIL_WORDS } from '../../../i18n/words'
import { returnAnswers } from '../../../orders/returns/return-view'
import { findReturns, listReturnAudit } from '../../../orders/returns/return-view.repository'

export const handlesMoney = (staff: StaffSession) =>
  (RETURN_MONEY_ROLES as readonly string[]).includes(staff.role)

/**
 * The return a staff account may see: a SHOWROOM account only those brought
 * to its showrooms (403, nothing read further); 404 when there is none.
 */
export async function returnForStaff(app: FastifyInstance, staff: StaffSession, ref: string) {
  const { rows } = await findReturns(app.db, { returnRef: ref })
  const [row] = rows
  if (!row) throw notFound((l) => MAIL_WORDS[l].returns_not_found({ ref }))
  if (staff.role === 'SHOWROOM' && !staff.showroomIds.includes(row.row.showroomId))
    throw new HttpError(403, (l) => MAIL_WORDS[l].returns_not_yours({ ref }))
  return row
}

/** The return's page: its answer, bank details for money roles, and its timeline of audit lines. */
export async function staffReturnOf(
  app: FastifyInstance,
  staff: StaffSession,
  ref: string,
): Promise<StaffReturn> {
  const row = await returnForStaff(app, staff, ref)
  const [answer] = await returnAnswers(app.db, [row], handlesMoney(staff))
  if (!answer) throw notFound((l) => MAIL_WORDS[l].returns_not_found({ ref }))
  const audit = await listReturnAudit(app.db, ref)
  return {
    ...answer,
    timeline: audit.map((line) => ({
      at: toWibText(line.at),
      actor: line.actor,
      action: line.action,
      note: noteOf(line.after),
    })),
  }
}

/** The audit line's reason or waybill, when it has one, for the timeline. */
function noteOf(after: unknown): string {
  if (typeof after !== 'object' || after === null) return ''
  const fields = after as Record<string, unknown>
  const said = [fields.reason, fields.no_resi, fields.amount].find(
    (value) => typeof value === 'string' || typeof value === 'number',
  )
  return said === undefined ? '' : String(said)
}
