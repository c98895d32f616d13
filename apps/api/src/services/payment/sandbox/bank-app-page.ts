import { formatRupiah } from '@store/contract/format/money'
import type { Locale } from '@store/contract/locale'
import type { SandboxBill } from './bill-form'
import { pageWords } from './bill-language'
import { escapeHtml, renderPage } from './page-html'
import { groupedNumber } from './virtual-account'

/**
 * The simulated bank app a shopper pays a virtual account from, on their phone: type the number,
 * see whose bill it is and its amount, transfer. `found` is the bill the number belongs to.
 */
export interface BankAppPageOptions {
  action: string
  locale: Locale
  scriptPath: string
  typed?: string
  problem?: string
  found?: { number: string; bill: SandboxBill }
}

export function renderBankAppPage(options: BankAppPageOptions): string {
  const { locale, found } = options
  const words = pageWords(locale)
  const problem = options.problem
    ? `<p class="alert" role="alert" id="va-problem">${escapeHtml(options.problem)}</p>`
    : ''
  const described = options.problem ? ' aria-describedby="va-problem" aria-invalid="true"' : ''
  const body = found
    ? `<dl class="va"><dt>${escapeHtml(words.va_number())}</dt><dd><strong class="va-number">${groupedNumber(found.number)}</strong></dd>
<dt>${escapeHtml(words.va_amount())}</dt><dd><strong>${escapeHtml(formatRupiah(found.bill.total, locale))}</strong></dd></dl>
<p>${escapeHtml(words.bank_app_to({ merchant: found.bill.fields.merchant_name, bill: found.bill.fields.order_id }))}</p>
<input type="hidden" name="va_number" value="${found.number}">
<div class="actions"><button class="pay" type="submit" name="action" value="pay">${escapeHtml(words.bank_app_pay({ amount: formatRupiah(found.bill.total, locale) }))}</button></div>`
    : `<label class="field" for="va-input">${escapeHtml(words.va_number())}</label>
<input id="va-input" name="va_number" inputmode="numeric" autocomplete="off" required value="${escapeHtml(options.typed ?? '')}"${described}>
${problem}
<div class="actions"><button class="pay" type="submit" name="action" value="find">${escapeHtml(words.bank_app_find())}</button></div>`
  const content = `<main class="single"><section class="card" aria-labelledby="bank-title">
<h1 id="bank-title">${escapeHtml(words.bank_app_title())}</h1>
<p class="muted">${escapeHtml(words.bank_app_note())}</p>
<form method="post" action="${escapeHtml(options.action)}" data-once>${body}</form>
</section></main>`
  return renderPage(words.bank_app_title(), content, locale, options.scriptPath)
}
