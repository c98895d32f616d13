import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { IncomingHttpHeaders } from 'node:http'
import { DEFAULT_LOCALE, LOCALES, cookieLocale } from '@store/contract/locale'
import { preferredLanguageOf } from '../lib/request-language'
import type { Locale } from '@store/contract/locale'
import { separateStylesheets } from './inline-styles'
import type { PageStylesheet } from './inline-styles'
import { separateScripts } from './page-scripts'
import type { PageShell } from './page-scripts'
import { readRouteAssets } from './route-chunks'
import type { ChunkTable } from './route-chunks'
import { loadServerRenderer } from './server-renderer'

/** One language's build of the web app (apps/web/build/locale-builds.ts). */
export interface LocaleSite {
  shell: PageShell & { stylesheets: PageStylesheet[] }
  chunks: ChunkTable
  renderPage: Awaited<ReturnType<typeof loadServerRenderer>>
}

/**
 * Each language's page template, manifest and server renderer: English at
 * the build's root, another language in its own folder. Both languages'
 * scripts and styles are in the root's assets/. A build without a language's
 * folder (made before it had one) serves that language's pages from the English build.
 */
export async function readLocaleSites(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<Record<Locale, LocaleSite>> {
  const sites = {} as Record<Locale, LocaleSite>
  for (const locale of LOCALES) {
    const dir = locale === DEFAULT_LOCALE ? distDir : join(distDir, locale)
    if (!existsSync(join(dir, 'index.html'))) {
      log.warn({ dir }, `the web build has no ${locale} pages; they are served in English`)
      continue
    }
    const styled = separateStylesheets(readFileSync(join(dir, 'index.html'), 'utf8'), distDir)
    sites[locale] = {
      shell: { ...separateScripts(styled.template), stylesheets: styled.stylesheets },
      chunks: readRouteAssets(dir),
      renderPage: await loadServerRenderer(dir, log),
    }
  }
  for (const locale of LOCALES) sites[locale] ??= sites[DEFAULT_LOCALE]
  return sites
}

/**
 * The language an English page's visitor is sent to instead, if any: the
 * address names the language, except that the spec's English addresses are
 * also every old link, so a browser whose kept choice (the cookie) is another
 * language, or that chose none and prefers another, is sent to that language's
 * address. A member's profile language reaches the cookie when they sign in.
 */
export function languageToSend(headers: IncomingHttpHeaders, locale: Locale): Locale | null {
  if (locale !== DEFAULT_LOCALE) return null
  const chosen = cookieLocale(headers.cookie)
  const wanted = chosen ?? preferredLanguageOf(headers['accept-language'])
  return wanted && wanted !== DEFAULT_LOCALE ? wanted : null
}
