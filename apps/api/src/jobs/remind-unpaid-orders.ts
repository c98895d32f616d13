import type { FastifyInstance } from 'fastify'
import type { Env } from '../env'
import { mailOrigin } from '../lib/mail/mail-origin'
import { markDueReminders, sendPaymentReminders } from '../orders/pay/payment-reminder'
import { readPaymentChoices } from '../services/payment/payment-settings.repository'
import { holdsJobLock } from './job-lock.repository'

/**
 * Reminds the buyers of unpaid orders some hours before their hold ends, as the owner set
 * (decision 100); nothing when the owner turned it off. The reminders are marked under the
 * job's lock in one transaction and mailed after commit, so each order's goes once however
 * many runs or instances reach it; a run that finds the lock taken answers null.
 */
export async function remindUnpaidOrders(app: FastifyInstance, env: Env, now: Date) {
  const { reminderHours } = await readPaymentChoices(app.db, app.payment.channels)
  if (reminderHours === null) return 0
  const marked = await app.db.transaction(async (tx) => {
    if (!(await holdsJobLock(tx, 'remind-unpaid-orders'))) return null
    return markDueReminders(app, tx, { now, hours: reminderHours })
  })
  if (marked === null) return null
  // Links in mail never follow a request's Host (decision 063).
  await sendPaymentReminders(app, marked, { now, origin: mailOrigin(env) })
  return marked.length
}
