import type { FastifyInstance } from 'fastify'
import { formatRupiah } from '@store/contract/format/money'
import type { MailMessage } from '../../lib/mail/mailer'
import { sendQuietly } from '../../lib/mail/send-quietly'
import { composeStaffMail, staffMailFooter } from '../../lib/mail/staff-mail'
import type { MailedStaff } from '../../lib/mail/staff-mail'
import { markOnce } from '../../lib/once-marks.repository'
import { listStaffToMail } from '../../lib/staff-mails.repository'
import { listOrderLines } from '../order.repository'
import type { OrderLineRow, OrderRow } from '../order.repository'

/**
 * Tells each active staff account that chose it of a paid order (a SHOWROOM
 * account only of its showrooms' orders). Each mail is marked once before it
 * goes, so a repeated payment notification or a second instance never sends
 * it twice; a mail the server refuses is kept and retried (retry-mail).
 */
export async function mailStaffOfPaidOrder(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'mailer' | 'log'>,
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

/** To a staff account that chose a mail for each paid order. */
export function paidOrderStaffMail(
  to: MailedStaff,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  showroomName: string,
  origin: string,
): MailMessage {
  const collector = [order.recipientName ?? order.buyerName, order.recipientPhone]
    .filter(Boolean)
    .join(', ')
  const how =
    order.shippingType === 'PICKUP_ON_STORE'
      ? `Pick-up at ${showroomName}, collected by ${collector}.`
      : `Courier (SiCepat ${order.shippingServiceName ?? ''}) from ${showroomName} to ${order.recipientName ?? order.buyerName}.`
  return composeStaffMail(to, `Paid order ${order.trxRef}: ${formatRupiah(order.grandTotal)}`, {
    paragraphs: [
      `Order ${order.trxRef} from ${order.buyerName} is paid: ${formatRupiah(order.grandTotal)} by ${order.paymentChannel ?? 'an unnamed channel'}.`,
      ...lines.map(
        (line) =>
          `${line.qty} x ${line.productName} (${line.sizeCode}): ${formatRupiah(line.subtotal)}`,
      ),
      how,
    ],
    action: {
      label: 'Open the order',
      url: `${origin}/admin/orders/${encodeURIComponent(order.trxRef)}`,
    },
    footer: staffMailFooter('a mail for each paid order', origin),
  })
}
