import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fastifyStatic from '@fastify/static'
import type { Env } from '../env'

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
 * Serves the back office's build (apps/admin, docs/decisions/041) at /admin:
 * its hashed files for a year, and its page for every /admin address, never
 * cached and never indexed. A shop page links to none of it.
 */
export async function registerAdminApp(app: FastifyInstance, env: Env) {
  const indexPath = join(env.ADMIN_DIST_DIR, 'index.html')
  if (!existsSync(indexPath)) return
  const page = readFileSync(indexPath)
  await app.register(fastifyStatic, {
    root: join(env.ADMIN_DIST_DIR, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  })
  const sendPage = (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', ADMIN_CSP)
      .send(page)
  app.get('/admin', { schema: { hide: true } }, sendPage)
  app.get('/admin/*', { schema: { hide: true } }, (request, reply) => {
    // A missing file under assets/ is a 404, not the page.
    if (request.url.startsWith('/admin/assets/'))
      return reply.code(404).send({ error: { message: 'Not found.' } })
    return sendPage(request, reply)
  })
}
