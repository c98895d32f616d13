import { escapeHtml, jsonForScript } from './html'
import type { PageMeta } from './page-meta'
import { STORE_NAME } from './page-meta'

/**
 * Puts the page's title, description, canonical link, Open Graph and JSON-LD
 * into the built index.html, plus the API answers the page will ask for first.
 */
export function renderHtml(template: string, meta: PageMeta, origin: string, path: string): string {
  const url = `${origin}${path}`
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${STORE_NAME}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ]
  if (meta.image)
    tags.push(`<meta property="og:image" content="${escapeHtml(origin + meta.image)}">`)
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">')
  if (meta.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`)
  if (meta.initialData) {
    tags.push(
      `<script id="initial-data" type="application/json">${jsonForScript(meta.initialData)}</script>`,
    )
  }
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('<!--app-head-->', tags.join('\n    '))
}
