import {
  DEFAULT_RENDITION_WIDTH,
  mediaKeyOf,
  renditionSrcSet,
  renditionUrl,
} from '@store/contract/media'
import { LOCALES, localizedPath, splitLocalePath } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import type { RenderedPage } from '@store/contract/server-render'
import { escapeHtml, jsonForScript } from './html'
import { PAGE_STYLES_MARK, pageStyles, type PageStylesheet } from './inline-styles'
import { BOOT_SCRIPT_PATH, HEAD_SCRIPT } from './page-scripts'
import type { PageMeta, PreloadImage } from './page-meta'
import type { RouteAssets } from './route-chunks'
import { STORE_NAME } from './page-meta'

/**
 * Puts the page's title, description, canonical link, Open Graph and JSON-LD
 * into the built index.html, plus what the first view needs at once: its
 * largest image, its route's code and the API answers it will ask for.
 */
export interface HtmlShell {
  template: string
  /** The app's entry module, started by the boot script; null leaves the app to the template. */
  entry?: string | null
  stylesheets?: readonly PageStylesheet[]
}

export function renderHtml(
  shell: HtmlShell,
  meta: PageMeta,
  origin: string,
  path: string,
  assets: RouteAssets = { scripts: [], styles: [] },
  rendered: RenderedPage | null = null,
  locale: Locale = 'en',
): string {
  const { template, entry = null, stylesheets = [] } = shell
  const url = `${origin}${meta.canonicalPath ?? path}`
  // The same page in each language, for search engines; English is the default (spec addresses).
  const pagePath = splitLocalePath(new URL(url).pathname).path + new URL(url).search
  const styles = pageStyles(stylesheets, rendered?.html ?? null, entry !== null)
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${STORE_NAME}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta property="og:locale" content="${locale === 'id' ? 'id_ID' : 'en_US'}">`,
    ...LOCALES.map(
      (code) =>
        `<link rel="alternate" hreflang="${code}" href="${escapeHtml(origin + localizedPath(pagePath, code))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + pagePath)}">`,
  ]
  if (meta.image)
    tags.push(`<meta property="og:image" content="${escapeHtml(origin + meta.image)}">`)
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">')
  if (meta.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`)
  for (const image of meta.preloadImages) tags.push(preloadLink(image))
  if (entry) {
    // Taps are kept from before the first paint (decision 031); the app and, on a first visit,
    // the fonts come once the page has painted (decision 008).
    const fonts = styles.fonts.length ? ` data-fonts="${escapeHtml(styles.fonts.join(' '))}"` : ''
    tags.unshift(`<script${fonts}>${HEAD_SCRIPT}</script>`)
    tags.push(
      `<script defer src="${BOOT_SCRIPT_PATH}" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(assets.scripts.join(' '))}" data-styles="${escapeHtml(styles.later.join(' '))}"${fonts}></script>`,
    )
  } else {
    for (const script of assets.scripts)
      tags.push(
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(script)}">`,
      )
  }
  for (const style of assets.styles)
    tags.push(`<link rel="stylesheet" href="${escapeHtml(style)}">`)
  // Rendered, the page carries its query cache; otherwise the raw answers its first view asks
  // for. Either goes after the page, which it is only read after: the first bytes are what shows.
  let data = ''
  if (rendered) {
    data = `<script id="server-state" type="application/json">${jsonForScript(rendered.state)}</script>`
  } else if (Object.keys(meta.initialData).length > 0) {
    data = `<script id="initial-data" type="application/json">${jsonForScript(meta.initialData)}</script>`
  }
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(PAGE_STYLES_MARK, () => styles.inline)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('<!--app-head-->', tags.join('\n    '))
    .replace('<div id="root"></div>', () => `<div id="root">${rendered?.html ?? ''}</div>${data}`)
}

/** A rendition set is preloaded as its `srcset`, so the browser fetches the width the page will show. */
function preloadLink(image: PreloadImage): string {
  const media = image.media ? ` media="${escapeHtml(image.media)}"` : ''
  const key = mediaKeyOf(image.href)
  const sources = key
    ? ` href="${renditionUrl(key, DEFAULT_RENDITION_WIDTH)}" imagesrcset="${renditionSrcSet(key)}" imagesizes="${escapeHtml(image.sizes)}"`
    : ` href="${escapeHtml(image.href)}"`
  return `<link rel="preload" as="image"${sources} fetchpriority="high"${media}>`
}
