import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([\w.-]+\.css)">/g

/**
 * Replaces the build's stylesheet links in index.html with the stylesheets
 * themselves, so a first view paints as soon as its HTML has arrived instead
 * of one more round trip later (decision 008). A link whose file is missing
 * is kept as it is. `</style` cannot occur in the built CSS, which never
 * contains `<`, but is escaped all the same.
 */
export function inlineStylesheets(template: string, webDistDir: string): string {
  return template.replace(STYLESHEET_LINK, (link, file: string) => {
    const path = join(webDistDir, 'assets', file)
    if (!existsSync(path)) return link
    const css = readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style')
    return `<style data-href="/assets/${file}">${css}</style>`
  })
}

/**
 * Marks the build's entry script and its preloads as low priority: the page
 * is rendered on the server, so the script only hydrates it, and the
 * stylesheet, the largest image and the fonts should have the connection
 * first (decision 008).
 */
export function lowerScriptPriority(template: string): string {
  return template
    .replace(
      /<script type="module"(?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low"',
    )
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    )
}
