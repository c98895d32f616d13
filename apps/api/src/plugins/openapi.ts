import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { APP_VERSION } from '@store/contract/headers'
import { ADMIN_PREFIX } from '@store/contract/admin/call'

interface OpenApiDocument {
  paths?: Record<string, unknown>
  components?: { securitySchemes?: Record<string, unknown> }
}

/**
 * The document without the back office's calls: anyone may read the shop's,
 * staff read the whole at GET /api/admin/docs/json (decision 063).
 */
export function shopDocument<T extends OpenApiDocument>(document: T): T {
  const paths = Object.entries(document.paths ?? {}).filter(
    ([path]) => !path.startsWith(`/${ADMIN_PREFIX}/`) && !path.startsWith(`/api/${ADMIN_PREFIX}/`),
  )
  const schemes = Object.entries(document.components?.securitySchemes ?? {}).filter(
    ([name]) => name !== 'staffSession',
  )
  return {
    ...document,
    paths: Object.fromEntries(paths),
    components: { ...document.components, securitySchemes: Object.fromEntries(schemes) },
  }
}

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs (the shop's part). */
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
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformSpecification: (document) => shopDocument(document as OpenApiDocument),
  })
}
