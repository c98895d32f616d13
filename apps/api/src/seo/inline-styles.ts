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
