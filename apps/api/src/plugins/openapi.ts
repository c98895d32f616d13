import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { APP_VERSION } from '@store/contract/headers'

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'KAINARA storefront API',
        description:
          'Every call of the storefront. GET and DELETE take their payload as query parameters, POST and PUT as a JSON body. Errors answer { "error": { "message": "…" } }.',
        version: APP_VERSION,
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          accessToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The access_token from sign-in or sign-up, raw or as "Bearer <token>".',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'kn_staff',
            description:
              'A back-office session, set by admin/auth/sign-in (or sent as "Authorization: Bearer <token>").',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
