import type { FastifyInstance } from 'fastify'
import {
  DAILY_SUMMARY_ROLES,
  STAFF_MAIL_MESSAGES,
  getMyMailSettings,
  updateMyMailSettings,
} from '@store/contract/admin/staff-mails'
import { badRequest, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { findMailSettings, saveMailSettings } from '../../../lib/staff-mails.repository'

const GONE = 'Your staff account is no longer there.'

/** A staff account's own mail settings: paid orders and the daily summary. */
export function staffMailRoutes(app: FastifyInstance) {
  registerCall(app, getMyMailSettings, async (_query, request) => {
    const settings = await findMailSettings(app.db, requireStaff(request).id)
    if (!settings) throw notFound(GONE)
    return { data: settings }
  })

  registerCall(app, updateMyMailSettings, async (input, request) => {
    const me = requireStaff(request)
    if (!DAILY_SUMMARY_ROLES.includes(me.role) && input.notify_daily_summary)
      throw badRequest(STAFF_MAIL_MESSAGES.summaryNotForShowroom)
    const settings = await saveMailSettings(app.db, me.id, input, app.clock.now())
    if (!settings) throw notFound(GONE)
    return { data: settings, message: STAFF_MAIL_MESSAGES.saved }
  })
}
