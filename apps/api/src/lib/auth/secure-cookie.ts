import type { FastifyRequest } from 'fastify'
import type { Env } from '../../env'

/**
 * Whether a cookie the store sets gets `Secure`: when this request came over
 * https, or when the shop's public origin is https whatever the last hop was
 * (TLS ended at a proxy that is not trusted, or sends no X-Forwarded-Proto).
 * A browser that reached the shop at an https origin keeps it; nothing then
 * sends the session over plain http.
 */
export function cookieIsSecure(env: Pick<Env, 'PUBLIC_URL'>, request: FastifyRequest): boolean {
  return request.protocol === 'https' || env.PUBLIC_URL?.startsWith('https:') === true
}
