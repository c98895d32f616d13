import type { Locale } from '@store/contract/locale'
import { PAGE_STYLE } from './page-style'
import { pageWords } from './bill-language'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

/** A whole page in the provider's frame, in the shopper's language: bar, test-mode notice, content, footer. */
export function renderPage(
  title: string,
  content: string,
  locale: Locale,
  scriptPath?: string,
): string {
  const words = pageWords(locale)
  const script = scriptPath ? `<script src="${escapeHtml(scriptPath)}" defer></script>` : ''
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Xpress Sandbox</title>
<style>${PAGE_STYLE}</style>
${script}
</head>
<body>
<header class="bar"><div class="bar-inner">
<div class="brand" aria-label="Xpress Sandbox">Xpress<span>Sandbox</span></div>
<div class="secure"><svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg> ${words.pay_secure()}</div>
</div></header>
<div class="test" role="note"><p><strong>${words.pay_test_mode()}</strong> ${escapeHtml(words.pay_test_mode_note())}</p></div>
${content}
<footer>${words.pay_footer()}</footer>
</body>
</html>`
}

/** A page with one message and, where there is somewhere to go, a button to go there. */
export function renderMessagePage(options: {
  title: string
  message: string
  mark: '✓' | '✕' | '!'
  tone: 'good' | 'bad'
  link?: { href: string; label: string }
  locale: Locale
}): string {
  const link = options.link
    ? `<p><a class="button pay" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></p>`
    : ''
  return renderPage(
    options.title,
    `<main><section class="card result">
<div class="mark ${options.tone}" aria-hidden="true">${options.mark}</div>
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
${link}
</section></main>`,
    options.locale,
  )
}
