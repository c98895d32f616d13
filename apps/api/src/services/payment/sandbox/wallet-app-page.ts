import { formatRupiah } from '@store/contract/format/money'
import type { Locale } from '@store/contract/locale'
import type { DecodedQris } from '../qris/decode'
import { pageWords } from './bill-language'
import { escapeHtml, renderPage } from './page-html'

/**
 * The simulated wallet app a shopper scans a QRIS code with, on their phone: what the code says
 * (merchant, city, amount, bill) read from the code itself, and Pay. `scanned` is the code's text.
 */
export interface WalletAppPageOptions {
  action: string
  locale: Locale
  scriptPath: string
  scanned?: string
  problem?: string
  found?: DecodedQris
}

export function renderWalletAppPage(options: WalletAppPageOptions): string {
  const { locale, found } = options
  const words = pageWords(locale)
  const scanned = escapeHtml(options.scanned ?? '')
  const problem = options.problem
    ? `<p class="alert" role="alert" id="qr-problem">${escapeHtml(options.problem)}</p>`
    : ''
  const described = options.problem ? ' aria-describedby="qr-problem" aria-invalid="true"' : ''
  const amount = found ? formatRupiah(found.amount, locale) : ''
  const body = found
    ? `<dl class="va">
<dt>${escapeHtml(words.wallet_app_merchant())}</dt><dd><strong data-testid="wallet-merchant">${escapeHtml(found.merchantName)}</strong></dd>
<dt>${escapeHtml(words.wallet_app_city())}</dt><dd>${escapeHtml(found.merchantCity)}</dd>
<dt>${escapeHtml(words.wallet_app_bill())}</dt><dd>${escapeHtml(found.billNo)}</dd>
<dt>${escapeHtml(words.qris_amount())}</dt><dd><strong class="va-number" data-testid="wallet-amount">${escapeHtml(amount)}</strong></dd>
</dl>
<input type="hidden" name="qr" value="${scanned}">
<div class="actions"><button class="pay" type="submit" name="action" value="pay">${escapeHtml(words.wallet_app_pay({ amount }))}</button></div>`
    : `<label class="field" for="qr-input">${escapeHtml(words.wallet_app_code())}</label>
<textarea id="qr-input" name="qr" rows="4" autocomplete="off" spellcheck="false" required${described}>${scanned}</textarea>
${problem}
<div class="actions"><button class="pay" type="submit" name="action" value="read">${escapeHtml(words.bank_app_find())}</button></div>`
  const content = `<main class="single"><section class="card" aria-labelledby="wallet-title">
<h1 id="wallet-title">${escapeHtml(words.wallet_app_title())}</h1>
<p class="muted">${escapeHtml(words.wallet_app_note())}</p>
<form method="post" action="${escapeHtml(options.action)}" data-once>${body}</form>
</section></main>`
  return renderPage(words.wallet_app_title(), content, locale, options.scriptPath)
}
