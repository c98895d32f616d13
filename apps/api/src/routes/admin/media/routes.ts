import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { uploadMedia } from '@store/contract/admin/media'
import { ErrorResponseSchema } from '@store/contract/common'
import { keepUpload } from '../../../media/keep-upload'
import { UPLOAD_MULTIPART, readUploadedImage } from '../../../media/read-upload'
import { authenticate, requireStaff } from '../../../plugins/auth'

/**
 * `POST /api/admin/media`: one photo, kept clean and named by its content
 * (docs/decisions/043). Multipart is parsed in this route's scope only, so
 * every other call keeps the 64 KB JSON limit.
 */
export function mediaRoutes(app: FastifyInstance) {
  void app.register(async (scope) => {
    await scope.register(multipart, UPLOAD_MULTIPART)
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'POST',
      url: `/${uploadMedia.path}`,
      schema: {
        summary: uploadMedia.summary,
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        security: [{ staffSession: [] }],
        response: {
          200: uploadMedia.response,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
      onRequest: async (request) => authenticate(request, uploadMedia),
      handler: async (request) => {
        const staff = requireStaff(request)
        return { data: await keepUpload(app, staff, await readUploadedImage(request)) }
      },
    })
  })
}
