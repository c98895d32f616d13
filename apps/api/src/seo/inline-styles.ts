import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { splitStylesheet, type StylesheetParts } from './critical-css'
import { escapeHtml } from './html'

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([\w.-]+\.css)">/g
export const PAGE_STYLES_MARK = '<!--page-styles-->'

export interface PageStylesheet {
  href: string
  css: string
  /** What a rendered page inlines, and the rest it is brought after the first paint. */
  parts: StylesheetParts
}

/** Where the rest of a stylesheet for a page is served (`/styles/app-1a2b/<key>.css`). */
export const REST_PREFIX = '/styles/'
const restPath = (href: string, key: string) =>
  `${REST_PREFIX}${href.slice(href.lastIndexOf('/') + 1, -'.css'.length)}/${key}.css`

/** A stylesheet's font faces are served beside its rests, under a name no rest key can take. */
const FONTS_KEY = 'fonts'

/** What a rest or fonts path names (its stylesheet and key), or null when it names nothing. */
export function findRest(
  stylesheets: readonly PageStylesheet[],
  file: string,
  key: string,
): string | null {
  const sheet = stylesheets.find(({ href }) => href === `/assets/${file}.css`)
  if (!sheet) return null
  if (key === FONTS_KEY) return sheet.parts.fonts || null
  return sheet.parts.rest(key)
}

/**
 * Takes the build's stylesheet links out of index.html, leaving a mark where
 * `pageStyles` puts each page's own. A link whose file is missing is kept as
 * it is.
 */
export function separateStylesheets(
  template: string,
  webDistDir: string,
): { template: string; stylesheets: PageStylesheet[] } {
  const stylesheets: PageStylesheet[] = []
  const rest = template.replace(STYLESHEET_LINK, (link, file: string) => {
    const path = join(webDistDir, 'assets', file)
    if (!existsSync(path)) return link
    const css = readFileSync(path, 'utf8')
    stylesheets.push({ href: `/assets/${file}`, css, parts: splitStylesheet(css) })
    return stylesheets.length === 1 ? PAGE_STYLES_MARK : ''
  })
  return { template: rest, stylesheets }
}

/** A `</style` inside the CSS (it has `<` only in `@property` syntax strings) cannot end the element. */
function styleElement(href: string, css: string): string {
  return `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`
}

/**
 * The styles inside a page, so it paints as soon as its HTML has arrived
 * (decision 008), and those the boot script brings after the first paint. A
 * rendered page that the boot script starts carries only the rules its HTML
 * uses and is brought the rest and, apart, the font faces (a `noscript` link
 * brings the whole sheet without scripts); any other page carries the whole
 * stylesheet.
 */
export function pageStyles(
  stylesheets: readonly PageStylesheet[],
  renderedHtml: string | null,
  booted: boolean,
): { inline: string; later: string[]; fonts: string[] } {
  let inline = ''
  const later: string[] = []
  const fonts: string[] = []
  for (const { href, css, parts } of stylesheets) {
    if (!booted || renderedHtml === null) {
      inline += styleElement(href, css)
      continue
    }
    const page = parts.forPage(renderedHtml)
    inline += `${styleElement(href, page.critical)}<noscript><link rel="stylesheet" href="${escapeHtml(href)}"></noscript>`
    later.push(restPath(href, page.restKey))
    if (parts.fonts) fonts.push(restPath(href, FONTS_KEY))
  }
  return { inline, later, fonts }
}
