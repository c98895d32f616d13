import type { FastifyError, FastifyInstance } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod'
import { HttpError } from '../lib/http-errors'
import { RateLimitError } from '../lib/rate-limit'

const GENERIC_CLIENT_ERROR = 'The request could not be understood.'

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON.'
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
      return reply.code(error.statusCode).send({ error: { message: error.message } })
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match the contract',
      )
      return reply
        .code(500)
        .send({ error: { message: 'Something went wrong on our side. Please try again.' } })
    }
    const status = error.statusCode ?? 500
    if (status === 429) {
      return reply
        .code(429)
        .send({ error: { message: 'Too many requests, please wait a moment.' } })
    }
    if (status >= 400 && status < 500) {
      return reply.code(400).send({ error: { message: clientMessage(error) } })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply
      .code(500)
      .send({ error: { message: 'Something went wrong on our side. Please try again.' } })
  })
}
