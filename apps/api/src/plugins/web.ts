import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import type { Env } from '../env'
import { sendCompressed } from '../lib/compress-page'
import { mediaDirOf } from '../media/plugin'
import { createRenditionQueue } from '../media/rendition-queue'
import { registerRenditionRoutes } from '../media/rendition-routes'
import { localizedPath, splitLocalePath } from '@store/contract/locale'
import { REST_PREFIX, findRest } from '../seo/inline-styles'
import { registerLanguageRoute } from '../seo/language-route'
import { languageToSend, readLocaleSites } from '../seo/locale-sites'
import { BOOT_SCRIPT } from '../seo/page-scripts'
import { renderHtml } from '../seo/render-html'
import { createPageResolver } from '../seo/resolve-page'

export function requestOrigin(env: Env, request: FastifyRequest): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, '')
  return `${request.protocol}://${request.host}`
}

/**
 * Serves the built web app, the generated media, and for every page route the
 * index.html with that page's metadata filled in and, when the build has a
 * server renderer, its first view rendered from the data the page resolver loaded.
 */
export async function registerWeb(app: FastifyInstance, env: Env) {
  const mediaDir = mediaDirOf(env)
  const renditions = createRenditionQueue(mediaDir, app.log)
  app.decorate('renditions', renditions)
  app.addHook('onClose', () => renditions.close())
  registerRenditionRoutes(app, mediaDir, renditions, app.mediaStore)
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  })
  const indexPath = join(env.WEB_DIST_DIR, 'index.html')
  const hasWeb = existsSync(indexPath)
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: join(env.WEB_DIST_DIR, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // The build writes .br and .gz beside each file (apps/web/vite.config.ts).
      preCompressed: true,
    })
    for (const file of ['favicon.svg', 'manifest.webmanifest']) {
      const path = join(env.WEB_DIST_DIR, file)
      if (!existsSync(path)) continue
      const body = readFileSync(path)
      app.get(`/${file}`, { schema: { hide: true } }, (_request, reply) =>
        reply
          .type(file.endsWith('.svg') ? 'image/svg+xml' : 'application/manifest+json')
          .header('cache-control', 'public, max-age=86400')
          .send(body),
      )
    }
  }
  // Each language's page template, manifest and server renderer; their scripts share assets/.
  const sites = hasWeb ? await readLocaleSites(env.WEB_DIST_DIR, app.log) : null
  const englishSite = sites?.en
  // Its address carries a hash of its text (BOOT_SCRIPT_PATH), so it is kept for a year. Every
  // page asks for it: it is compressed once, at brotli's best, not per request at a quicker level.
  const bootBrotli = brotliCompressSync(BOOT_SCRIPT, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  })
  if (englishSite?.shell.entry)
    app.get('/boot.js', { schema: { hide: true } }, (request, reply) =>
      sendCompressed(
        request,
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable'),
        BOOT_SCRIPT,
        bootBrotli,
      ),
    )
  if (englishSite?.shell.stylesheets.length)
    app.get<{ Params: { file: string; key: string } }>(
      `${REST_PREFIX}:file/:key`,
      { schema: { hide: true } },
      (request, reply) => {
        const { file, key } = request.params
        const stylesheets = Object.values(sites ?? {}).flatMap((site) => site.shell.stylesheets)
        const rest = key.endsWith('.css')
          ? findRest(stylesheets, file, key.slice(0, -'.css'.length))
          : null
        if (rest === null) return reply.code(404).send({ error: { message: 'Not found.' } })
        // The file's name carries the build's hash and the key the page's rules: never stale.
        return reply
          .type('text/css; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(rest)
      },
    )
  registerLanguageRoute(app)
  const resolvePage = createPageResolver(app)

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://store.local')
    const isPage =
      // A HEAD (link checkers, uptime monitors) answers as the GET would; Node sends no body.
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/media/') &&
      !url.pathname.startsWith('/assets/') &&
      !url.pathname.startsWith(REST_PREFIX)
    if (!isPage || !sites) {
      return reply.code(404).send({ error: { message: 'Not found.' } })
    }
    const { locale, path: pagePath } = splitLocalePath(url.pathname)
    // A first visit whose browser prefers Bahasa, or a browser that chose it, goes to its address.
    const chosen = languageToSend(request.headers, locale)
    if (chosen)
      return reply
        .code(302)
        .header('vary', 'Accept-Language, Cookie')
        .header('cache-control', 'no-cache')
        .redirect(localizedPath(url.pathname + url.search, chosen), 302)
    const site = sites[locale]
    const origin = requestOrigin(env, request)
    const meta = await resolvePage(pagePath, url.searchParams, origin, locale)
    // One series per page of the shop (its pattern), never one per URL.
    request.metricsRoute = `page:${meta.routeModule}`
    const path = url.pathname + url.search
    const rendered = site.renderPage ? await site.renderPage(origin + path, meta.initialData) : null
    const assets = site.chunks.forRoute(meta.routeModule)
    const html = renderHtml(
      site.shell,
      meta,
      origin,
      path,
      {
        ...assets,
        scripts: [...(site.chunks.entryScripts ?? site.shell.entryImports), ...assets.scripts],
      },
      rendered,
      locale,
    )
    reply
      .code(meta.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
    return sendCompressed(request, reply, html)
  })
}
