import type { FastifyMultipartOptions } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { MEDIA_MESSAGES, UPLOAD_FIELD, UPLOAD_LIMITS } from '@store/contract/admin/media'
import { UploadRefusal, prepareUpload } from '@store/media/uploads'
import type { PreparedUpload } from '@store/media/uploads'
import { HttpError, badRequest } from '../lib/http-errors'

const UNREADABLE_FORM = 'The upload could not be read. Choose the photo and try again.'

/** One file and a few small fields: what the back office and the shop's return photos send. */
export const UPLOAD_MULTIPART: FastifyMultipartOptions = {
  limits: {
    fileSize: UPLOAD_LIMITS.maxBytes,
    files: 1,
    fields: 4,
    fieldSize: 1024,
    parts: 5,
    headerPairs: 50,
  },
}

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
 * The uploaded photo read from its bytes, cleaned and checked (decision 040):
 * what is not a photo the shop takes is a 400 before anything is kept.
 */
export async function readUploadedImage(request: FastifyRequest): Promise<PreparedUpload> {
  const bytes = await readUploadedFile(request)
  return prepareUpload(bytes).catch((error: unknown) => {
    throw error instanceof UploadRefusal ? badRequest(error.message) : error
  })
}
