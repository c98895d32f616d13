import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { ADMIN_PREFIX } from '@store/contract/admin/call'
import { signIn, signUp } from '@store/contract/auth'
import type { Env } from '../env'
import { HttpError } from '../lib/http-errors'

export const CROSS_SITE_MESSAGE =
  'This came from another site, so nothing was changed. Open the shop at its own address and try again.'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Calls whose writes a cookie authorises: the back office's session, the device cookie's sign-in. */
const COOKIE_PATHS = {
  prefix: `/api/${ADMIN_PREFIX}/`,
  exact: new Set([`/api/${signIn.path}`, `/api/${signUp.path}`]),
}
/** The routes each app guards: 'METHOD /url'. */
const guarded = new WeakMap<FastifyInstance, string[]>()

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String)
const isCookieWrite = (route: RouteOptions) =>
  methodsOf(route).some((method) => UNSAFE.has(method)) &&
  (route.url.startsWith(COOKIE_PATHS.prefix) || COOKIE_PATHS.exact.has(route.url))

/**
 * Refuses a browser's write that another origin started (decision 063). A
 * browser names where a request comes from in headers no page can set: Fetch
 * Metadata's Sec-Fetch-Site, else (older browsers) Origin on every POST. Only
 * the shop's own origin may write with its cookies: `same-origin` (or `none`,
 * a person's own navigation), or an Origin that is PUBLIC_URL's or the
 * request's own. A request with neither header comes from no browser (a
 * script, curl), which no page can make send the browser's cookies.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.origin
  if (origin === undefined) return false
  if (origin === publicOrigin) return false
  try {
    return origin !== new URL(`${request.protocol}://${request.host}`).origin
  } catch {
    return true
  }
}

/**
 * Registers the check on every route whose writes a cookie authorises, as
 * the route is added: no other route, and no read (the catalogue's GETs),
 * runs it at all. Call before the routes are registered.
 */
export function registerCrossSiteGuard(app: FastifyInstance, env: Pick<Env, 'PUBLIC_URL'>) {
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null
  const refuse = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (isCrossSite(request, publicOrigin)) done(new HttpError(403, CROSS_SITE_MESSAGE))
    else done()
  }
  const routes: string[] = []
  guarded.set(app, routes)
  app.addHook('onRoute', (route) => {
    if (!isCookieWrite(route)) return
    route.onRequest = [refuse, ...[route.onRequest ?? []].flat()]
    for (const method of methodsOf(route)) routes.push(`${method} ${route.url}`)
  })
}

/** 'METHOD /url' of every route the check guards on this app. */
export const guardedRoutes = (app: FastifyInstance): string[] => [...(guarded.get(app) ?? [])]
