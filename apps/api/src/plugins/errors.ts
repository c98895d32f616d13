import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_MESSAGES } from '@store/contract/api-messages'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../lib/database-unavailable'
import { HttpError } from '../lib/http-errors'
import { languageOf } from '../lib/request-language'
import { RateLimitError } from '../lib/rate-limit'

const GENERIC_CLIENT_ERROR = API_MESSAGES.requestNotUnderstood
const DATABASE_UNAVAILABLE = API_MESSAGES.connectionLost
const DATABASE_RETRY_SECONDS = 2

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return API_MESSAGES.requestNotJson
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return API_MESSAGES.requestTooLarge
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return API_MESSAGES.requestSendJson
    default:
      return GENERIC_CLIENT_ERROR
  }
}

/**
 * Every failure answers `{ error: { message } }`. Bad input of any kind is a
 * 400 with a readable message; only our own faults are 500s, and they are logged.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      return reply.code(400).send({ error: { message: first?.message ?? GENERIC_CLIENT_ERROR } })
    }
    if (error instanceof RateLimitError) reply.header('retry-after', error.retryAfterSeconds)
    if (error instanceof HttpError) {
      const message = error.messageIn(languageOf(request.headers['accept-language']))
      return reply.code(error.statusCode).send({ error: { message } })
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match the contract',
      )
      return reply.code(500).send({ error: { message: API_MESSAGES.serverFault } })
    }
    const status = error.statusCode ?? 500
    if (status === 429) {
      return reply.code(429).send({ error: { message: API_MESSAGES.tooManyRequests } })
    }
    if (status >= 400 && status < 500) {
      return reply.code(400).send({ error: { message: clientMessage(error) } })
    }
    // A restart or failover of PostgreSQL: the transaction under way rolled back, and the
    // same request a moment later goes through (docs/decisions/058).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database out of reach')
      return reply
        .code(503)
        .header('retry-after', DATABASE_RETRY_SECONDS)
        .send({ error: { message: DATABASE_UNAVAILABLE } })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ error: { message: API_MESSAGES.serverFault } })
  })
}

/**
 * The page of an address the router cannot read. It comes before any hook,
 * so without the app's stylesheet or policy: a few rules of the brand's own
 * inline, and a way back home.
 */
const unreadableAddressPage = (message: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Address not found | KAINARA</title><style>' +
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f3ec;color:#1f1b16;' +
  'font:16px/1.6 system-ui,sans-serif;text-align:center}main{padding:2rem}' +
  'p.brand{letter-spacing:.4em;font-size:.8rem}h1{font:400 clamp(1.6rem,5vw,2.4rem)/1.2 Georgia,serif;margin:.5rem 0 2rem}' +
  'a{display:inline-block;background:#1f1b16;color:#f7f3ec;padding:.8rem 1.6rem;text-decoration:none;' +
  'letter-spacing:.15em;font-size:.8rem;text-transform:uppercase}a:focus-visible{outline:2px solid #a4441f;outline-offset:3px}' +
  `</style></head><body><main><p class="brand">KAINARA</p><h1>${message}</h1>` +
  '<a href="/">Continue shopping</a></main></body></html>'

const UNREADABLE_ADDRESS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address has characters that cannot be read.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
}

/**
 * Fastify's own answer to an address its router cannot read (a broken
 * percent-encoding such as `%FF`, an over-long path value), which comes
 * before any hook or handler: a 400 with `{ error: { message } }` like every
 * other bad input, and a short page for a browser asking for one.
 */
export function answerUnreadableAddress(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message = UNREADABLE_ADDRESS[error.code] ?? GENERIC_CLIENT_ERROR
  reply.code(400).header('cache-control', 'no-store')
  const wantsPage =
    !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')
  if (!wantsPage) {
    void reply.send({ error: { message } })
    return
  }
  void reply.type('text/html; charset=utf-8').send(unreadableAddressPage(message))
}
