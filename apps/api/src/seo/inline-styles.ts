import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createCriticalCss } from './critical-css'
import { escapeHtml } from './html'

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([\w.-]+\.css)">/g
export const PAGE_STYLES_MARK = '<!--page-styles-->'

export interface PageStylesheet {
  href: string
  css: string
  /** The part of the stylesheet a rendered page's HTML uses. */
  critical: (html: string) => string
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
    stylesheets.push({ href: `/assets/${file}`, css, critical: createCriticalCss(css) })
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
 * (decision 008). A rendered page that the boot script starts carries only
 * the rules its HTML uses, and the boot script brings the whole stylesheet
 * after the first paint (a `noscript` link does without scripts); any other
 * page carries the whole stylesheet.
 */
export function pageStyles(
  stylesheets: readonly PageStylesheet[],
  renderedHtml: string | null,
  booted: boolean,
): string {
  return stylesheets
    .map(({ href, css, critical }) =>
      booted && renderedHtml !== null
        ? `${styleElement(href, critical(renderedHtml))}<noscript><link rel="stylesheet" href="${escapeHtml(href)}"></noscript>`
        : styleElement(href, css),
    )
    .join('')
}
