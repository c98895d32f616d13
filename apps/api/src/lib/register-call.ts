import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { ApiCall } from '@store/contract/call'
import { ErrorResponseSchema } from '@store/contract/common'
import type { CacheOptions, CacheableHandler } from '../cache/catalogue-cache'
import { sendAnswer } from '../cache/send-answer'
import { authenticate } from '../plugins/auth'
import { languageOf } from './request-language'

export type CallHandler<C extends ApiCall> = (
  input: z.output<C['payload']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<C['response']>>

export interface CallOptions<C extends ApiCall> {
  /**
   * 'catalogue': the answer depends only on the payload, the catalogue and the
   * language asked for, so it is served from memory (docs/decisions/009, 069).
   */
  cache?: 'catalogue'
  cacheTags?: CacheOptions<C>['tags']
}

/**
 * Registers one call of the contract: the payload is validated from the query
 * string (GET, DELETE) or the JSON body (POST, PUT), and the answer is
 * serialised through the response schema. A member call without a live token
 * is a 401 before its payload is even read; the handler takes the member from
 * `request.member`, never from the payload.
 */
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: CacheableHandler<C>,
  options: CallOptions<C> & { cache: 'catalogue' },
): void
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options?: CallOptions<C>,
): void
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C> | CacheableHandler<C>,
  options: CallOptions<C> = {},
) {
  const input = call.method === 'GET' || call.method === 'DELETE' ? 'querystring' : 'body'
  const cached = options.cache === 'catalogue'
  if (cached)
    app.catalogueCache.define(call, handler as CacheableHandler<C>, { tags: options.cacheTags })
  const payloadOf = (request: FastifyRequest) =>
    (input === 'body' ? request.body : request.query) as z.output<C['payload']>
  const authenticateCall = async (request: FastifyRequest) => authenticate(request, call)
  // A URL answered before is answered again before its query is validated: it parses to
  // the same payload, and a URL that failed validation is never remembered. This runs
  // after every onRequest hook, so the rate limit still counts the request.
  const answerFromMemory = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: RequestPayload,
    done: (error: null, payload: RequestPayload) => void,
  ) => {
    const stored = app.catalogueCache.answerFor(
      request.url,
      languageOf(request.headers['accept-language']),
    )
    if (stored) sendAnswer(request, reply, stored)
    else done(null, payload)
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: `/${call.path}`,
    schema: {
      summary: call.summary,
      tags: [call.path.split('/')[0] ?? call.path],
      [input]: call.payload,
      response: {
        200: call.response,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        ...(call.auth === 'staff' ? { 403: ErrorResponseSchema, 409: ErrorResponseSchema } : {}),
        404: ErrorResponseSchema,
        429: ErrorResponseSchema,
      },
      ...(call.auth === 'none'
        ? {}
        : { security: [call.auth === 'staff' ? { staffSession: [] } : { accessToken: [] }] }),
    },
    // Calls open to anyone need no hook at all: `request.member` is null by default.
    ...(call.auth === 'none' ? {} : { onRequest: authenticateCall }),
    ...(cached ? { preParsing: answerFromMemory } : {}),
    // A call read from the query string has no body to decompress.
    ...(input === 'querystring' ? { decompress: false as const } : {}),
    // A POST without a body is a POST with no fields: it gets the same messages.
    ...(input === 'body'
      ? {
          preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
            if (request.body === undefined || request.body === null) request.body = {}
            done()
          },
        }
      : {}),
    ...(cached
      ? {
          // Cached answers are stored compressed already.
          compress: false as const,
          // Errors are never stored, here or by a CDN: a fixed product must show at once.
          onError: (
            _request: FastifyRequest,
            reply: FastifyReply,
            _error: Error,
            done: () => void,
          ) => {
            reply.header('cache-control', 'no-store')
            done()
          },
        }
      : {}),
    handler: async (request, reply) => {
      if (cached) {
        const language = languageOf(request.headers['accept-language'])
        const answer = await app.catalogueCache.answer(
          call,
          payloadOf(request),
          language,
          request.url,
        )
        return sendAnswer(request, reply, answer)
      }
      return (handler as CallHandler<C>)(payloadOf(request), request, reply)
    },
  })
}
