import type { FastifyInstance } from 'fastify'
import type { Env } from '../env'
import { sendQuietly } from '../lib/mail/send-quietly'
import { seesMoney } from '@store/contract/admin/staff-roles'
import { dashboardFigures } from '../figures/figures'
import { withoutMoney } from '../figures/without-money'
import { dayNoOf, dayText } from '../figures/wib-days'
import { markOnce } from '../lib/once-marks.repository'
import { listStaffToMail } from '../lib/staff-mails.repository'
import { holdsJobLock } from './job-lock.repository'
import { mailOrigin } from '../lib/mail/mail-origin'
import { dailySummaryMail } from './daily-summary-mail'

/** The summary of a day goes out from this hour of the next morning, WIB. */
export const SUMMARY_HOUR_WIB = 7

/**
 * Mails yesterday's figures (the dashboard's own) to each active OWNER or
 * STAFF account that chose them, once the WIB clock has passed 07:00. Each
 * account's mail of a day is marked once in the run's transaction and sent
 * after commit: however many runs or instances reach it, it goes once.
 */
export async function mailDailySummary(app: FastifyInstance, env: Env, now: Date) {
  const wibHour = (now.getUTCHours() + 7) % 24
  if (wibHour < SUMMARY_HOUR_WIB) return 0
  const yesterday = dayNoOf(now) - 1
  const due = await app.db.transaction(async (tx) => {
    if (!(await holdsJobLock(tx, 'mail-daily-summary'))) return null
    const staff = (await listStaffToMail(tx, 'daily-summary')).filter(
      (account) => account.role !== 'SHOWROOM',
    )
    const marked = []
    for (const account of staff)
      if (await markOnce(tx, `daily-summary:${dayText(yesterday)}:${account.id}`, now))
        marked.push(account)
    if (marked.length === 0) return { staff: marked, figures: null }
    return { staff: marked, figures: await dashboardFigures(tx, yesterday, yesterday) }
  })
  if (!due) return null
  const { figures } = due
  if (!figures) return 0
  const origin = mailOrigin(env)
  for (const account of due.staff) {
    const seen = seesMoney(account.role) ? figures : withoutMoney(figures)
    await sendQuietly(app, dailySummaryMail(account, seen, origin))
  }
  return due.staff.length
}
