import { UPLOAD_FIELD, uploadMedia } from '@store/contract/admin/media'
import type { UploadedImage } from '@store/contract/admin/media'
import { apiUrl } from '../../env'
import { AdminApiError, CONNECTION_FAILED, errorMessageOf } from '../../lib/api'

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/**
 * Sends one file to the image pipeline. XMLHttpRequest, not fetch: only it
 * reports how much of the upload has gone, for the file's progress bar.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(uploadMedia.method, apiUrl(uploadMedia.path))
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const answer = parse(request.responseText)
      if (request.status === 200) {
        resolve((answer as { data: UploadedImage }).data)
        return
      }
      reject(
        new AdminApiError(
          request.status,
          errorMessageOf(answer, request.status, request.statusText),
        ),
      )
    }
    request.onerror = () => reject(new AdminApiError(0, CONNECTION_FAILED))
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    const form = new FormData()
    form.append(UPLOAD_FIELD, file)
    request.send(form)
  })
}
