import { formatDateTime } from '@store/contract/format/date-time'
import { formatRupiah } from '@store/contract/format/money'
import { toWibText } from '@store/contract/format/wib-text'
import { fromProviderAmount } from '../config'
import type { AmountUnit } from '../config'
import type { SandboxBill } from './bill-form'
import { PAYMENT_CHANNELS } from './channels'
import { escapeHtml, renderPage } from './page-html'

function summary(bill: SandboxBill, unit: AmountUnit): string {
  const { fields } = bill
  const rupiah = (amount: number) => fromProviderAmount(String(amount), unit) ?? 0
  const rows = bill.products.map(
    (item) =>
      `<tr><td>${escapeHtml(item.product)}</td><td class="num">${item.qty}</td><td class="num">${formatRupiah(rupiah(item.amount) * item.qty)}</td></tr>`,
  )
  const listed = bill.products.reduce((sum, item) => sum + rupiah(item.amount) * item.qty, 0)
  if (listed > bill.total) {
    rows.push(
      `<tr><td>Discount</td><td></td><td class="num">${formatRupiah(bill.total - listed)}</td></tr>`,
    )
  }
  return `<section class="card summary" aria-labelledby="summary-title">
<h2 id="summary-title">Order summary</h2>
<p class="muted">${escapeHtml(fields.merchant_name)} · ${escapeHtml(fields.bill_desc)}</p>
<dl><dt>Order number</dt><dd>${escapeHtml(fields.order_id)}</dd><dt>Customer</dt><dd>${escapeHtml(fields.custName)}</dd></dl>
<table><thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>
<div class="total"><span>Total</span><strong>${formatRupiah(bill.total)}</strong></div>
<p class="due">Pay before <strong>${formatDateTime(toWibText(bill.expiresAt))}</strong> or the order is released.</p>
</section>`
}

function channelOptions(): string {
  const groups = [...new Set(PAYMENT_CHANNELS.map((channel) => channel.group))]
  return groups
    .map((group) => {
      const options = PAYMENT_CHANNELS.filter((channel) => channel.group === group).map(
        (channel) =>
          `<label class="option"><input type="radio" name="channel" value="${channel.uid}" required><span><span>${escapeHtml(channel.name)}</span><span class="hint">${escapeHtml(channel.hint)}</span></span></label>`,
      )
      return `<fieldset><legend>${group}</legend>${options.join('')}</fieldset>`
    })
    .join('')
}

/** The bill and its payment choices; every bill field rides along hidden, signature included. */
export function renderBillPage(
  bill: SandboxBill,
  options: { action: string; unit: AmountUnit; problem?: string },
): string {
  const hidden = Object.entries(bill.fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')
  const problem = options.problem
    ? `<p class="alert" role="alert">${escapeHtml(options.problem)}</p>`
    : ''
  const content = `<main>
<h1 class="visually-hidden">Pay ${escapeHtml(bill.fields.merchant_name)} ${formatRupiah(bill.total)}</h1>
${summary(bill, options.unit)}
<section class="card" aria-labelledby="methods-title">
<h2 id="methods-title">Choose how to pay</h2>
<p class="muted">Paying ${escapeHtml(bill.fields.merchant_name)} ${formatRupiah(bill.total)}</p>
<form method="post" action="${escapeHtml(options.action)}" data-once>
${hidden}
<div class="methods">${problem}${channelOptions()}</div>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${formatRupiah(bill.total)}</button>
<button class="fail" type="submit" name="action" value="fail" formnovalidate>Simulate a failed payment</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel and return to ${escapeHtml(bill.fields.merchant_name)}</button>
</div>
</form>
</section>
</main>`
  return renderPage(
    `Pay ${bill.fields.merchant_name}`,
    content,
    `${options.action.replace(/\/pay$/, '')}/page.js`,
  )
}
