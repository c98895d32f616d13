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
 * Asks for the app once the image has painted, or after 1 s, as the store's
 * boot script does (decision 008): asked for with the page, the scripts
 * arrive before the first paint here, and Lighthouse's simulation then
 * counts them as holding up the paint. The store's own extra steps (its
 * stylesheet's rest, one script per module) are its work, not React's.
 */
function startScript(scripts: { entry: string; imports: string[] }): string {
  const files = JSON.stringify(scripts)
  return `(()=>{let started=false;const start=()=>{if(started)return;started=true;const {entry,imports}=${files};for(const href of imports){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}const script=document.createElement('script');script.type='module';script.src=entry;document.head.append(script)};new PerformanceObserver((list)=>{if(list.getEntries().some((entry)=>entry.url))start()}).observe({type:'largest-contentful-paint',buffered:true});setTimeout(start,1000)})()`
}

/** The page as the store sends one: head with its style and start script, body rendered. */
export function renderReferencePage(scripts: { entry: string; imports: string[] }): string {
  const body = renderToString(createElement(ReferencePage))
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Reference page</title>',
    '<meta name="description" content="The web bench\'s reference: a minimal React page.">',
    '<link rel="icon" href="data:,">',
    `<style>${STYLE}</style>`,
    `<script>${startScript(scripts)}</script>`,
    `</head><body><div id="root">${body}</div></body></html>`,
  ].join('')
}
