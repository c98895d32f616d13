import { PAGE_STYLE } from './page-style'

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

/** A whole page in the provider's frame: bar, test-mode notice, content, footer. */
export function renderPage(title: string, content: string, scriptPath?: string): string {
  const script = scriptPath ? `<script src="${escapeHtml(scriptPath)}" defer></script>` : ''
  return `<!doctype html>
<html lang="en">
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
<div class="secure"><svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg> Secure checkout</div>
</div></header>
<div class="test" role="note"><p><strong>Test mode.</strong> No money moves: this page stands in for the payment provider until the shop connects its merchant account.</p></div>
${content}
<footer>Payments are signed and verified exactly as with the provider. Sandbox merchant page.</footer>
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
  )
}
