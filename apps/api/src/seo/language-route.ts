import type { FastifyInstance } from 'fastify'
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  isLocale,
  localizedPath,
  splitLocalePath,
} from '@store/contract/locale'

/** A path on this site (not '//host' nor a scheme), or the home page. */
function sitePath(next: unknown): string {
  if (
    typeof next !== 'string' ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.includes('\\')
  )
    return '/'
  return next.length > 2_000 ? '/' : next
}

/**
 * The language switch (docs/decisions/068): keeps the chosen language in its
 * cookie and sends the browser to the same page in it. `next` is the page's
 * spec path, with its query and fragment; with a language's prefix it is read
 * without it, so a switch from either language lands on the same page.
 */
export function registerLanguageRoute(app: FastifyInstance) {
  app.get<{ Params: { locale: string }; Querystring: { next?: string } }>(
    '/language/:locale',
    { schema: { hide: true } },
    (request, reply) => {
      const { locale } = request.params
      if (!isLocale(locale))
        return reply.code(404).send({ error: { message: 'This language is not available.' } })
      const next = new URL(sitePath(request.query.next), 'http://store.local')
      const page = splitLocalePath(next.pathname).path + next.search + next.hash
      return reply
        .header(
          'set-cookie',
          `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
        )
        .header('cache-control', 'no-store')
        .redirect(localizedPath(page, locale), 303)
    },
  )
}
