import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  MEDIA_MESSAGES,
  UPLOAD_FIELD,
  UPLOAD_LIMITS,
  uploadMedia,
} from '@store/contract/admin/media'
import { ErrorResponseSchema } from '@store/contract/common'
import { UploadRefusal, prepareUpload } from '@store/media/uploads'
import { HttpError, badRequest } from '../../../lib/http-errors'
import { keepUpload } from '../../../media/keep-upload'
import { authenticate, requireStaff } from '../../../plugins/auth'

const UNREADABLE_FORM = 'The upload could not be read. Choose the photo and try again.'

/** The one file of the multipart body, refused with a message when it is missing or too large. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(MEDIA_MESSAGES.notMultipart)
  try {
    const part = await request.file()
    if (!part || part.fieldname !== UPLOAD_FIELD) throw badRequest(MEDIA_MESSAGES.noFile)
    return await part.toBuffer()
  } catch (error) {
    if (error instanceof HttpError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(MEDIA_MESSAGES.tooLarge)
    if (code === 'FST_FILES_LIMIT') throw badRequest(MEDIA_MESSAGES.tooManyFiles)
    // Everything else here is the client's form: cut short, a broken boundary, too many parts.
    throw badRequest(UNREADABLE_FORM)
  }
}

/**
 * `POST /api/admin/media`: one photo, kept clean and named by its content
 * (docs/decisions/043). Multipart is parsed in this route's scope only, so
 * every other call keeps the 64 KB JSON limit.
 */
export function mediaRoutes(app: FastifyInstance) {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: UPLOAD_LIMITS.maxBytes,
        files: 1,
        fields: 4,
        fieldSize: 1024,
        parts: 5,
        headerPairs: 50,
      },
    })
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
        const bytes = await readUploadedFile(request)
        const upload = await prepareUpload(bytes).catch((error: unknown) => {
          throw error instanceof UploadRefusal ? badRequest(error.message) : error
        })
        return { data: await keepUpload(app, staff, upload) }
      },
    })
  })
}
