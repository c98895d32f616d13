import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import type { HelmetOptions } from 'helmet'

/** Headers that govern only a document, or a worker, which the shop never serves. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
]
const SUBRESOURCE_TYPE = /^(text\/javascript|application\/javascript|text\/css|font\/)/

/**
 * The headers helmet sets for these options, read once: with no directive
 * that is a function (no nonces), helmet's answer is the same for every
 * request. Its Fastify plugin built helmet's middleware again for each
 * request, parsing the content policy each time: a tenth of a cached
 * catalogue answer's CPU (docs/decisions/067).
 */
export function readSecurityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const directives =
    typeof options.contentSecurityPolicy === 'object'
      ? options.contentSecurityPolicy.directives
      : {}
  for (const [name, value] of Object.entries(directives ?? {}))
    if (
      typeof value === 'function' ||
      (Array.isArray(value) && value.some((v) => typeof v === 'function'))
    )
      throw new Error(
        `The content policy's ${name} is worked out per request; these headers are read once.`,
      )
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown = null
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error ?? null
  })
  if (failure) throw failure
  return headers
}

/**
 * helmet's headers on every answer, and a document's own headers left off
 * scripts, stylesheets and fonts: their content policy and window and frame
 * rules act only on a document, and cost about half a kilobyte on each of a
 * first view's dozen files (decision 008). nosniff, the resource policy and
 * the referrer policy stay.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = readSecurityHeaders(options)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type')
    if (typeof type === 'string' && SUBRESOURCE_TYPE.test(type))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name)
    done(null, payload)
  })
}
