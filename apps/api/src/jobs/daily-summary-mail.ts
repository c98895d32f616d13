import { formatRupiah } from '@store/contract/format/money'
import type { Dashboard } from '@store/contract/admin/dashboard'
import { formatDate } from '@store/contract/format/dates'
import type { MailMessage } from '../lib/mail/mailer'
import { composeStaffMail, staffMailFooter } from '../lib/mail/staff-mail'
import type { MailedStaff } from '../lib/mail/staff-mail'

/** Yesterday's figures, to a staff account that chose the daily summary. */
export function dailySummaryMail(to: MailedStaff, figures: Dashboard, origin: string): MailMessage {
  const { totals, shipping, top_products: top, conversion } = figures
  const share = (type: string) =>
    shipping.find((row) => row.shipping_type === type)?.paid_orders ?? 0
  const orders = `${totals.paid_orders} paid order${totals.paid_orders === 1 ? '' : 's'}`
  const waiting = figures.statuses.find((row) => row.status === 'WAITING_PAYMENT')?.orders ?? 0
  // An account outside MONEY_ROLES is sent the figures without amounts (decision 092).
  const money =
    totals.revenue === null
      ? null
      : {
          revenue: formatRupiah(totals.revenue),
          average: formatRupiah(totals.average_order_value ?? 0),
        }
  const subject = money
    ? `KAINARA yesterday: ${money.revenue} from ${orders}`
    : `KAINARA yesterday: ${orders}`
  return composeStaffMail(to, subject, {
    paragraphs: [
      money
        ? `${formatDate(figures.from)} (WIB): ${orders}, revenue ${money.revenue}, average order ${money.average}.`
        : `${formatDate(figures.from)} (WIB): ${orders}.`,
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
    footer: staffMailFooter('the daily summary', origin),
  })
}
