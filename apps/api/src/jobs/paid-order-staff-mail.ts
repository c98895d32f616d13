import type { FastifyInstance } from 'fastify'
import { sendQuietly } from '../lib/mail/send-quietly'
import { listOrderLines } from '../orders/order.repository'
import type { OrderRow } from '../orders/order.repository'
import { listStaffToMail, markOnce } from '../routes/admin/staff-mails/staff-mails.repository'
import { paidOrderStaffMail } from './staff-mail-templates'

/**
 * Tells each active staff account that chose it of a paid order (a SHOWROOM
 * account only of its showrooms' orders). Each mail is marked once before it
 * goes, so a repeated payment notification or a second instance never sends
 * it twice; a mail the server refuses is kept and retried (retry-mail).
 */
export async function mailStaffOfPaidOrder(
  app: FastifyInstance,
  order: OrderRow,
  showroomName: string,
  origin: string,
): Promise<number> {
  const staff = (await listStaffToMail(app.db, 'paid-orders')).filter(
    (account) => account.role !== 'SHOWROOM' || account.showroomIds.includes(order.showroomId),
  )
  if (staff.length === 0) return 0
  const lines = await listOrderLines(app.db, order.id)
  let sent = 0
  for (const account of staff) {
    const first = await markOnce(
      app.db,
      `paid-order-mail:${order.id}:${account.id}`,
      app.clock.now(),
    )
    if (!first) continue
    await sendQuietly(app, paidOrderStaffMail(account, order, lines, showroomName, origin))
    sent += 1
  }
  return sent
}
