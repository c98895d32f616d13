import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { ReferencePage } from './page'

/** A few rules inside the page, as the store inlines its page's own rules; no web font. */
const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1917;background:#fafaf9}',
  'main{max-width:640px;margin:0 auto;padding:16px}',
  'h1{font-size:24px;margin:0 0 8px}',
  'p{margin:0 0 16px}',
  'img{display:block;width:100%;height:auto}',
].join('')

/**
 * The page as the store sends one: head with its style, the entry module
 * (deferred, as every module script is) and a preload of each file it
 * imports, body rendered.
 */
export function renderReferencePage(scripts: { entry: string; imports: string[] }): string {
  const body = renderToString(createElement(ReferencePage))
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Reference page</title>',
    '<meta name="description" content="The web bench\'s reference: a minimal React page.">',
    '<link rel="icon" href="data:,">',
    `<style>${STYLE}</style>`,
    `<script type="module" src="${scripts.entry}"></script>`,
    ...scripts.imports.map((path) => `<link rel="modulepreload" href="${path}">`),
    `</head><body><div id="root">${body}</div></body></html>`,
  ].join('')
}
