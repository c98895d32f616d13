import { z } from 'zod'
import { UPLOAD_FIELD, UploadedImageSchema } from './admin/media'
import { defineCall } from './call'
import { OrderLinkSchema } from './order-link'
import { ROUTES } from './routes'

export { UPLOAD_FIELD as RETURN_PHOTO_FIELD }

/**
 * Photos an order may hold that no return of it names yet: a request sends at
 * most 6 (`ReturnRequestFieldsSchema.photos`), so more would never be read
 * (decision 094).
 */
export const RETURN_PHOTO_CAP = 6

const orderId = z.coerce
  .number({ error: 'Name the order by its number.' })
  .int('Name the order by its number.')
  .positive('Name the order by its number.')

const uploaded = z.object({ data: UploadedImageSchema })

/**
 * A damage photo for a return of the member's order: the file in the
 * multipart field `file`, the order in the query string (`?id=`). The answer's
 * `key` is what the request's `photos` then names.
 */
export const uploadMemberReturnPhoto = defineCall({
  ...ROUTES.uploadMemberReturnPhoto,
  payload: z.object({ id: orderId }),
  response: uploaded,
  summary: 'A damage photo for a return of the member\'s order (multipart, field "file")',
})

/** The same through the guest's signed order link (`?ref=&key=`). */
export const uploadLinkedReturnPhoto = defineCall({
  ...ROUTES.uploadLinkedReturnPhoto,
  payload: OrderLinkSchema,
  response: uploaded,
  summary: 'A damage photo for a return through the signed order link (multipart, field "file")',
})
