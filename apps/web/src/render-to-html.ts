import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/**
 * The whole page as one string, once every part is ready: the head needs the
 * page's status and meta before the first byte, crawlers get complete HTML,
 * and a part that suspends is waited for rather than left to the browser.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    let failure: Error | null = null
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        if (failure) reject(failure)
        else stream.pipe(sink)
      },
      onShellError: reject,
      onError(error) {
        failure = error instanceof Error ? error : new Error('The server render failed.')
      },
    })
  })
}
