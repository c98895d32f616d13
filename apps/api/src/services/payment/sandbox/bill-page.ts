import { formatDateTime } from '@store/contract/format/date-time'
import { formatRupiah } from '@store/contract/format/money'
import { toWibText } from '@store/contract/format/wib-text'
import type { Locale } from '@store/contract/locale'
import { fromProviderAmount } from '../config'
import type { AmountUnit } from '../config'
import type { SandboxBill } from './bill-form'
import { pageWords } from './bill-language'
import type { PageWords } from './bill-language'
import { CHANNEL_KINDS } from '../channels'
import type { PaymentChannel } from '../channels'
import { channelHint, channelLabel, groupName } from './channels'
import { escapeHtml, renderPage } from './page-html'

/** A message with one input set in bold: the text escaped, the input's own markup kept. */
const withStrong = (message: (marked: string) => string, html: string) => {
  const mark = '\u0000'
  return escapeHtml(message(mark)).replace(mark, `<strong>${html}</strong>`)
}

function summary(bill: SandboxBill, unit: AmountUnit, locale: Locale, words: PageWords): string {
  const { fields } = bill
  const money = (amount: number) => formatRupiah(amount, locale)
  const rupiah = (amount: number) => fromProviderAmount(String(amount), unit) ?? 0
  const rows = bill.products.map(
    (item) =>
      `<tr><td>${escapeHtml(item.product)}</td><td class="num">${item.qty}</td><td class="num">${money(rupiah(item.amount) * item.qty)}</td></tr>`,
  )
  const listed = bill.products.reduce((sum, item) => sum + rupiah(item.amount) * item.qty, 0)
  if (listed > bill.total) {
    rows.push(
      `<tr><td>${words.pay_discount()}</td><td></td><td class="num">${money(bill.total - listed)}</td></tr>`,
    )
  }
  const due = formatDateTime(toWibText(bill.expiresAt), locale)
  return `<section class="card summary" aria-labelledby="summary-title">
<h2 id="summary-title">${words.pay_summary()}</h2>
<p class="muted">${escapeHtml(fields.merchant_name)} · ${escapeHtml(fields.bill_desc)}</p>
<dl><dt>${words.pay_order_number()}</dt><dd>${escapeHtml(fields.order_id)}</dd><dt>${words.pay_customer()}</dt><dd>${escapeHtml(fields.custName)}</dd></dl>
<table><thead><tr><th scope="col">${words.pay_item()}</th><th scope="col" class="num">${words.pay_qty()}</th><th scope="col" class="num">${words.pay_amount()}</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>
<div class="total"><span>${words.pay_total()}</span><strong>${money(bill.total)}</strong></div>
<p class="due">${withStrong((date) => words.pay_due({ date }), due)}</p>
</section>`
}

function channelOptions(words: PageWords, offered: readonly PaymentChannel[]): string {
  return CHANNEL_KINDS.map((kind) => {
    const inKind = offered.filter((channel) => channel.kind === kind)
    if (inKind.length === 0) return ''
    const options = inKind.map(
      (channel) =>
        `<label class="option"><input type="radio" name="channel" value="${channel.uid}" required><span><span>${escapeHtml(channelLabel(channel, words))}</span><span class="hint">${escapeHtml(channelHint(channel, words))}</span></span></label>`,
    )
    return `<fieldset><legend>${escapeHtml(groupName(kind, words))}</legend>${options.join('')}</fieldset>`
  }).join('')
}

/**
 * The bill and its payment choices in the shopper's language; every bill
 * field rides along hidden, signature included.
 */
export function renderBillPage(
  bill: SandboxBill,
  options: {
    action: string
    unit: AmountUnit
    locale: Locale
    /** The channels the owner offers (decision 100). */
    channels: readonly PaymentChannel[]
    problem?: string
  },
): string {
  const { locale } = options
  const words = pageWords(locale)
  const merchant = bill.fields.merchant_name
  const amount = formatRupiah(bill.total, locale)
  const hidden = Object.entries(bill.fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')
  const problem = options.problem
    ? `<p class="alert" role="alert">${escapeHtml(options.problem)}</p>`
    : ''
  const content = `<main>
<h1 class="visually-hidden">${escapeHtml(words.pay_page_heading({ merchant, amount }))}</h1>
${summary(bill, options.unit, locale, words)}
<section class="card" aria-labelledby="methods-title">
<h2 id="methods-title">${words.pay_choose()}</h2>
<p class="muted">${escapeHtml(words.pay_paying({ merchant, amount }))}</p>
<form method="post" action="${escapeHtml(options.action)}" data-once>
${hidden}
<div class="methods">${problem}${channelOptions(words, options.channels)}</div>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">${escapeHtml(words.pay_button({ amount }))}</button>
<button class="fail" type="submit" name="action" value="fail" formnovalidate>${words.pay_simulate_failure()}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(words.pay_cancel({ merchant }))}</button>
</div>
</form>
</section>
</main>`
  return renderPage(
    words.pay_page_title({ merchant }),
    content,
    locale,
    `${options.action.replace(/\/pay$/, '')}/page.js`,
  )
}
