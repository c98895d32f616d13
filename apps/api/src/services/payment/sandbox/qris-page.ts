import { formatDateTime } from '@store/contract/format/date-time'
import { formatRupiah } from '@store/contract/format/money'
import { toWibText } from '@store/contract/format/wib-text'
import type { Locale } from '@store/contract/locale'
import type { SandboxBill } from './bill-form'
import { pageWords } from './bill-language'
import { escapeHtml, renderPage } from './page-html'

export interface QrisPageOptions {
  locale: Locale
  scriptPath: string
  /** The code drawn as an image (an SVG data URL). */
  image: string
  /** Seconds until the hold ends, on the store's clock. */
  secondsLeft: number
  /** Where the page asks whether the bill is paid yet. */
  statusPath: string
  /** The simulated wallet app with this code, for a demo on one screen. */
  walletPath: string
}

/** 'H:MM:SS', as a phone's payment screen counts down. */
export function timeLeftText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${Math.floor(whole / 3600)}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`
}

/**
 * The page QRIS leaves the shopper on: the code to scan with any bank or e-wallet app, the
 * amount, the time left and the hold's end in WIB. Nothing on it pays; it asks the store now and
 * then whether the payment came, and moves on when it has.
 */
export function renderQrisPage(bill: SandboxBill, options: QrisPageOptions): string {
  const { locale } = options
  const words = pageWords(locale)
  const merchant = bill.fields.merchant_name
  const amount = formatRupiah(bill.total, locale)
  const due = formatDateTime(toWibText(bill.expiresAt), locale)
  const steps = [
    words.qris_step_open(),
    words.qris_step_scan(),
    words.va_step_confirm({ amount, merchant }),
  ]
  const content = `<main class="single">
<section class="card" aria-labelledby="qris-title" data-poll="${escapeHtml(options.statusPath)}">
<h1 id="qris-title">${escapeHtml(words.qris_title())}</h1>
<p class="muted">${escapeHtml(merchant)} · ${escapeHtml(words.pay_order_number())} ${escapeHtml(bill.fields.order_id)}</p>
<img class="qris" src="${options.image}" width="280" height="280" alt="${escapeHtml(words.qris_image({ amount, merchant }))}">
<dl class="va">
<dt>${escapeHtml(words.qris_amount())}</dt><dd><strong>${escapeHtml(amount)}</strong></dd>
<dt>${escapeHtml(words.qris_time_left())}</dt>
<dd><strong role="timer" data-countdown="${Math.max(0, Math.floor(options.secondsLeft))}">${timeLeftText(options.secondsLeft)}</strong></dd>
</dl>
<p class="due">${escapeHtml(words.pay_due({ date: due }))}</p>
<p role="status">${escapeHtml(words.qris_waiting({ merchant }))}</p>
</section>
<section class="card" aria-labelledby="steps-title">
<h2 id="steps-title">${escapeHtml(words.va_steps())}</h2>
<ol class="steps">${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p class="muted"><a href="${escapeHtml(options.walletPath)}" target="_blank" rel="noopener">${escapeHtml(words.qris_wallet_link())}</a></p>
</section>
</main>`
  return renderPage(words.qris_title(), content, locale, options.scriptPath)
}
