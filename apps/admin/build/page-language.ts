import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * The page's own language in the built index.html: `<html lang>` and the
 * window's title of the language this build speaks (docs/decisions/071),
 * which the language's plugin names in `import.meta.env.VITE_LOCALE`.
 */
export function pageLanguage(): Plugin {
  let locale = 'en'
  let catalogues = ''
  return {
    name: 'page-language',
    configResolved(config) {
      const defined: unknown = config.define?.['import.meta.env.VITE_LOCALE']
      locale = typeof defined === 'string' ? (JSON.parse(defined) as string) : 'en'
      catalogues = new URL('../i18n/', import.meta.url).pathname
    },
    transformIndexHtml(html) {
      const words = JSON.parse(readFileSync(`${catalogues}${locale}.json`, 'utf8')) as Record<
        string,
        unknown
      >
      const title = typeof words.document_title === 'string' ? words.document_title : ''
      return html
        .replace(/<html lang="[a-z]+">/, `<html lang="${locale}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    },
  }
}
