import { z } from 'zod'
import { defineStaffCall } from './call'
import { CATALOGUE_ROLES } from './staff-roles'

/** What the shop keeps from an upload, and what it refuses (docs/decisions/043). */
export const UPLOAD_LIMITS = {
  /** Bytes of one file: a phone's photo is 2-8 MB, a camera's up to about 15. */
  maxBytes: 20 * 1024 * 1024,
  /** Pixels the server decodes at most: larger is refused before decoding (a decompression bomb). */
  maxPixels: 50_000_000,
  /** The shorter side in pixels: smaller would look blurred on any product page. */
  minSide: 200,
  /** The longer side over the shorter at most. */
  maxAspect: 8,
  /** The kept master's longer side at most: twice the widest rendition, with room to spare. */
  masterSide: 4096,
} as const

/** The field of the multipart body that carries the file. */
export const UPLOAD_FIELD = 'file'

export const MEDIA_MESSAGES = {
  noFile: 'Choose a photo to upload.',
  notMultipart: 'Send the photo as a file (a multipart form with the field "file").',
  tooManyFiles: 'Upload one photo per request.',
  tooLarge: 'This file is larger than 20 MB. Export the photo smaller and upload it again.',
  empty: 'This file is empty. Choose the photo again.',
  unreadable: 'This file is not a photo the shop can read. Upload a JPEG, PNG, WebP or AVIF image.',
  notAccepted:
    'Only JPEG, PNG, WebP and AVIF photos are accepted. Export this image as JPEG and upload it again.',
  heic: 'iPhone HEIC photos are not accepted. Export the photo as JPEG (or set the camera to "Most Compatible") and upload it again.',
  damaged:
    'This photo is damaged or incomplete (the file may have been cut short). Export it again and upload the new file.',
  tooManyPixels: `This photo has more than 50 million pixels. Make it smaller (for example 6000 px on its longer side) and upload it again.`,
  tooSmall: 'This photo is too small: each side needs at least 200 pixels.',
  tooNarrow:
    'This photo is too long and narrow: its longer side may be at most 8 times its shorter side.',
} as const

export const UploadedImageSchema = z.object({
  key: z.string(),
  /** `/media/r/<key>`: the address product photos, banners and content keep. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** A data: URL of a tiny blurred preview. */
  placeholder: z.string(),
})
export type UploadedImage = z.infer<typeof UploadedImageSchema>

/**
 * One photo in the multipart field `file` (not JSON: the payload schema is
 * the body's other fields, which are none). The server reads what the file
 * is from its bytes, keeps a clean copy named by its content, and draws its
 * renditions; the same photo twice is one image.
 */
export const uploadMedia = defineStaffCall({
  method: 'POST',
  path: 'media',
  payload: z.object({}),
  response: z.object({ data: UploadedImageSchema }),
  roles: CATALOGUE_ROLES,
  summary: 'Upload a photo (multipart, field "file"; JPEG, PNG, WebP or AVIF up to 20 MB)',
})
