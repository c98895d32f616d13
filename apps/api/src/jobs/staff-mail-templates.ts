import { formatPrice } from '@store/contract/pricing'
import type { Dashboard } from '@store/contract/admin/dashboard'
import { renderHtml, renderText } from '../lib/mail/layout'
import type { MailBody } from '../lib/mail/layout'
import type { MailMessage } from '../lib/mail/mailer'
import type { OrderLineRow } from '../orders/order.repository'
import type { OrderRow } from '../orders/order.repository'

export interface MailedStaff {
  email: string
  name: string
}

const footer = (what: string, origin: string) => ({
  text: `You receive this mail because your back-office account chose ${what}. Change it under My account.`,
  url: `${origin}/admin/account`,
  linkLabel: 'My account',
})

function compose(to: MailedStaff, subject: string, body: MailBody): MailMessage {
  const greeting = `Hi ${to.name},`
  return {
    to: to.email,
    subject,
    text: renderText(greeting, body),
    html: renderHtml(greeting, body),
  }
}

/** To a staff account that chose a mail for each paid order. */
export function paidOrderStaffMail(
  to: MailedStaff,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  showroomName: string,
  origin: string,
): MailMessage {
  const how =
    order.shippingType === 'PICKUP_ON_STORE'
      ? `Pick-up at ${showroomName}.`
      : `Courier (SiCepat ${order.shippingServiceName ?? ''}) from ${showroomName} to ${order.recipientName ?? order.buyerName}.`
  return compose(to, `Paid order ${order.trxRef}: ${formatPrice(order.grandTotal)}`, {
    paragraphs: [
      `Order ${order.trxRef} from ${order.buyerName} is paid: ${formatPrice(order.grandTotal)} by ${order.paymentChannel ?? 'an unnamed channel'}.`,
      ...lines.map(
        (line) =>
          `${line.qty} x ${line.productName} (${line.sizeCode}): ${formatPrice(line.subtotal)}`,
      ),
      how,
    ],
    action: {
      label: 'Open the order',
      url: `${origin}/admin/orders/${encodeURIComponent(order.trxRef)}`,
    },
    footer: footer('a mail for each paid order', origin),
  })
}

const readableDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** Yesterday's figures, to a staff account that chose the daily summary. */
export function dailySummaryMail(to: MailedStaff, figures: Dashboard, origin: string): MailMessage {
  const { totals, shipping, top_products: top, conversion } = figures
  const share = (type: string) =>
    shipping.find((row) => row.shipping_type === type)?.paid_orders ?? 0
  const orders = `${totals.paid_orders} paid order${totals.paid_orders === 1 ? '' : 's'}`
  const waiting = figures.statuses.find((row) => row.status === 'WAITING_PAYMENT')?.orders ?? 0
  return compose(to, `KAINARA yesterday: ${formatPrice(totals.revenue)} from ${orders}`, {
    paragraphs: [
      `${readableDay(figures.from)} (WIB): ${orders}, revenue ${formatPrice(totals.revenue)}, average order ${formatPrice(totals.average_order_value)}.`,
      `Courier ${share('ONLINE_DELIVERY')}, pick-up ${share('PICKUP_ON_STORE')}. Orders placed and still waiting for payment: ${waiting}.`,
      conversion.percent === null
        ? 'No carts were started.'
        : `${conversion.carts_created} carts started; paid orders per cart: ${conversion.percent}%.`,
      top.length === 0
        ? 'Nothing was sold.'
        : `Best sellers: ${top
            .slice(0, 3)
            .map((row) => `${row.name} (${row.units})`)
            .join(', ')}.`,
    ],
    action: {
      label: 'Open the dashboard',
      url: `${origin}/admin/dashboard?from=${figures.from}&to=${figures.to}`,
    },
    footer: footer('the daily summary', origin),
  })
}
