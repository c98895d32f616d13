import type { UploadedImage } from '@store/contract/admin/media'
import { defaultHeaders } from '@store/contract/headers'
import { MESSAGES } from '@store/contract/messages'
import { toQueryString } from '@store/contract/request-key'
import { ROUTES } from '@store/contract/routes'
import { env } from '@/env'
import { LOCALE } from '@/i18n/locale'
import { readAccessToken } from '@/lib/storage'
import type { ReturnTarget } from './returns'

/** The multipart field the image pipeline reads (contract: RETURN_PHOTO_FIELD). */
const FIELD = 'file'

/**
 * Sends one damage photo to the image pipeline for the order (multipart, so
 * not through `request`, which speaks JSON). Resolves to the photo's key and
 * address, or rejects with the API's message.
 */
export async function uploadReturnPhoto(target: ReturnTarget, file: File): Promise<UploadedImage> {
  const route =
    target.kind === 'member' ? ROUTES.uploadMemberReturnPhoto : ROUTES.uploadLinkedReturnPhoto
  const query = toQueryString(
    target.kind === 'member' ? { id: target.id } : { ref: target.link.ref, key: target.link.key },
  )
  const form = new FormData()
  form.append(FIELD, file)
  const headers = defaultHeaders({
    accessToken: readAccessToken(),
    brand: env.brandCode,
    locale: LOCALE,
  })
  const response = await fetch(`${env.apiBaseUrl}/${route.path}?${query}`, {
    method: route.method,
    headers,
    body: form,
  }).catch(() => null)
  if (!response) throw new Error(MESSAGES.connectionFailed)
  const body = (await response.json().catch(() => null)) as {
    data?: UploadedImage
    error?: { message?: string }
  } | null
  if (response.ok && body?.data) return body.data
  throw new Error(body?.error?.message ?? `${response.status} ${response.statusText}`)
}
