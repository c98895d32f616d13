import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { ApiCall } from '@store/contract/call'
import { ErrorResponseSchema } from '@store/contract/common'
import { authenticate } from '../plugins/auth'

export type CallHandler<C extends ApiCall> = (
  input: z.output<C['payload']>,
  request: FastifyRequest,
) => Promise<z.input<C['response']>>

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
  handler: CallHandler<C>,
) {
  const input = call.method === 'GET' || call.method === 'DELETE' ? 'querystring' : 'body'
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
        404: ErrorResponseSchema,
        429: ErrorResponseSchema,
      },
      ...(call.auth === 'none' ? {} : { security: [{ accessToken: [] }] }),
    },
    onRequest: async (request) => authenticate(request, call.auth),
    // A POST without a body is a POST with no fields: it gets the same messages.
    preValidation: (request, _reply, done) => {
      if (input === 'body' && (request.body === undefined || request.body === null))
        request.body = {}
      done()
    },
    handler: async (request) => {
      const payload = (input === 'body' ? request.body : request.query) as z.output<C['payload']>
      return handler(payload, request)
    },
  })
}
