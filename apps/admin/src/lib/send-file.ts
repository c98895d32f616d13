import { CONNECTION_FAILED } from './api-client'

export interface SentFile {
  status: number
  text: string
}

/**
 * Sends a file as a request's body with XMLHttpRequest, the one browser API
 * that reports upload progress; `onText` sees the answer as it streams in.
 */
export function sendFile(
  url: string,
  file: Blob,
  contentType: string,
  handlers: { onUpload?: (fraction: number) => void; onText?: (text: string) => void } = {},
): Promise<SentFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.withCredentials = true
    request.setRequestHeader('content-type', contentType)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) handlers.onUpload?.(event.loaded / event.total)
    }
    request.onprogress = () => handlers.onText?.(request.responseText)
    request.onload = () => resolve({ status: request.status, text: request.responseText })
    request.onerror = () => reject(new Error(CONNECTION_FAILED))
    request.onabort = () => reject(new Error(CONNECTION_FAILED))
    request.send(file)
  })
}
