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
<div class="secure"><span aria-hidden="true">🔒</span> Secure checkout</div>
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
  mark: string
  link?: { href: string; label: string }
}): string {
  const link = options.link
    ? `<p><a class="button pay" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></p>`
    : ''
  return renderPage(
    options.title,
    `<main><section class="card result">
<div class="mark" aria-hidden="true">${options.mark}</div>
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
${link}
</section></main>`,
  )
}
