import { formatDateTime } from '@store/contract/format/date-time'
import { formatRupiah } from '@store/contract/format/money'
import { toWibText } from '@store/contract/format/wib-text'
import type { Locale } from '@store/contract/locale'
import type { PaymentChannel } from '../channels'
import type { SandboxBill } from './bill-form'
import { pageWords } from './bill-language'
import { escapeHtml, renderPage } from './page-html'
import { groupedNumber } from './virtual-account'

/** 'BCA Virtual Account' and 'CIMB VA' are paid from 'BCA' and 'CIMB'. */
export const bankOf = (channel: PaymentChannel) =>
  channel.name.replace(/ (Virtual Account|VA)$/, '')

/**
 * The page a virtual account leaves the shopper on: the number to copy, the amount, the steps,
 * and the due time. Nothing on it pays; the transfer comes from the bank (here, the bank app).
 */
export function renderVirtualAccountPage(
  bill: SandboxBill,
  va: { number: string; channel: PaymentChannel },
  options: { locale: Locale; scriptPath: string },
): string {
  const { locale } = options
  const words = pageWords(locale)
  const merchant = bill.fields.merchant_name
  const amount = formatRupiah(bill.total, locale)
  const due = formatDateTime(toWibText(bill.expiresAt), locale)
  const steps = [
    words.va_step_open({ bank: bankOf(va.channel) }),
    words.va_step_enter(),
    words.va_step_confirm({ amount, merchant }),
  ]
  const content = `<main class="single">
<section class="card" aria-labelledby="va-title">
<h1 id="va-title">${escapeHtml(words.va_title())}</h1>
<p class="muted">${escapeHtml(va.channel.name)} · ${escapeHtml(words.pay_order_number())} ${escapeHtml(bill.fields.order_id)}</p>
<dl class="va">
<dt>${escapeHtml(words.va_number())}</dt>
<dd><strong class="va-number" id="va-number">${groupedNumber(va.number)}</strong>
<button type="button" class="copy" data-copy="${va.number}" data-copied="${escapeHtml(words.va_copied())}">${escapeHtml(words.va_copy())}</button>
<span class="copied" role="status" aria-live="polite"></span></dd>
<dt>${escapeHtml(words.va_amount())}</dt><dd><strong>${escapeHtml(amount)}</strong></dd>
</dl>
<p class="due">${escapeHtml(words.pay_due({ date: due }))}</p>
<p role="status">${escapeHtml(words.va_waiting({ merchant }))}</p>
</section>
<section class="card" aria-labelledby="steps-title">
<h2 id="steps-title">${escapeHtml(words.va_steps())}</h2>
<ol class="steps">${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
</section>
</main>`
  return renderPage(words.va_title(), content, locale, options.scriptPath)
}
