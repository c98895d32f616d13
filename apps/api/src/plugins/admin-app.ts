import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { DEFAULT_LOCALE, LOCALES } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import type { Env } from '../env'
import { readStaffLanguage } from '../lib/auth/staff-cookie'
import { preferredLanguageOf } from '../lib/request-language'

/** The back office's own policy: uploads are previewed from blob: addresses before they are sent. */
const ADMIN_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob: https://i.ytimg.com",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ')

/**
 * The language of the back office's page (docs/decisions/071): the signed-in
 * account's, kept in a cookie by every session answer; before sign-in, the
 * one the browser prefers; English otherwise.
 */
export const adminPageLanguage = (request: Pick<FastifyRequest, 'headers'>): Locale =>
  readStaffLanguage(request.headers.cookie) ??
  preferredLanguageOf(request.headers['accept-language']) ??
  DEFAULT_LOCALE

/** Each language's built page: English's in the build's root, another's in <dist>/<code>. */
function readPages(dist: string): Record<Locale, Buffer> {
  const english = readFileSync(join(dist, 'index.html'))
  const page = (locale: Locale) => {
    const path = join(dist, locale, 'index.html')
    // A build from before there were two languages serves English to everyone.
    return locale === DEFAULT_LOCALE || !existsSync(path) ? english : readFileSync(path)
  }
  return Object.fromEntries(LOCALES.map((locale) => [locale, page(locale)])) as Record<
    Locale,
    Buffer
  >
}

/**
 * Serves the back office's build (apps/admin, docs/decisions/041) at /admin:
 * its hashed files for a year, and its page for every /admin address, never
 * cached and never indexed. A shop page links to none of it.
 */
export async function registerAdminApp(app: FastifyInstance, env: Env) {
  const indexPath = join(env.ADMIN_DIST_DIR, 'index.html')
  if (!existsSync(indexPath)) return
  const pages = readPages(env.ADMIN_DIST_DIR)
  await app.register(fastifyStatic, {
    root: join(env.ADMIN_DIST_DIR, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  })
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', 'Cookie, Accept-Language')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', ADMIN_CSP)
      .send(pages[adminPageLanguage(request)])
  app.get('/admin', { schema: { hide: true } }, sendPage)
  app.get('/admin/*', { schema: { hide: true } }, (request, reply) => {
    // A missing file under assets/ is a 404, not the page.
    if (request.url.startsWith('/admin/assets/'))
      return reply.code(404).send({ error: { message: 'Not found.' } })
    return sendPage(request, reply)
  })
}
