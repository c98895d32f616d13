import type { FastifyInstance } from 'fastify'
import { localizedPath } from '@store/contract/locale'
import type { Transaction } from '@store/db/client'
import { markOnce } from '../../lib/once-marks.repository'
import { sendQuietly } from '../../lib/mail/send-quietly'
import { orderLog } from '../../lib/order-log'
import { insertNotifications } from '../events/order-events.repository'
import { orderPath } from '../events/order-events'
import type { OrderRow } from '../order.repository'
import { listOrdersToRemind, reminderMark } from './payment-reminder.repository'
import { paymentGuideFor } from './payment-guide'
import { paymentReminderMail, paymentReminderNotice } from './reminder-mail'

const BATCH = 100

/**
 * Marks the reminder of each unpaid order whose hold ends within `hours` (decision 100), once
 * per order across instances (its once-mark), and writes a member's notification in the same
 * transaction. Answers the orders marked, whose mails go after commit (sendPaymentReminders).
 */
export async function markDueReminders(
  app: FastifyInstance,
  tx: Transaction,
  { now, hours }: { now: Date; hours: number },
): Promise<OrderRow[]> {
  const due = await listOrdersToRemind(tx, now, hours, BATCH)
  const marked: OrderRow[] = []
  for (const { order } of due)
    if (await markOnce(tx, reminderMark(order.id), now)) marked.push(order)
  await insertNotifications(
    tx,
    marked.flatMap((order) =>
      order.userId === null
        ? []
        : [{ userId: order.userId, ...paymentReminderNotice(order), href: orderPath(app, order) }],
    ),
  )
  return marked
}

/**
 * Mails each marked order's reminder: the order's page (where the bill opens again) at the
 * configured origin only, and the steps of the channel the shopper chose.
 */
export async function sendPaymentReminders(
  app: FastifyInstance,
  orders: readonly OrderRow[],
  { now, origin }: { now: Date; origin: string },
) {
  for (const order of orders) {
    const guide = await paymentGuideFor(order, {
      db: app.db,
      payment: app.payment,
      now,
      storeOrigin: origin,
    })
    const url = `${origin}${localizedPath(orderPath(app, order), order.language)}`
    await sendQuietly(app, paymentReminderMail(order, guide, url))
    orderLog(app.log, order.trxRef).info('payment reminder sent to the buyer')
  }
}
