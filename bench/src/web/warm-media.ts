import { renditionUrl } from '@store/contract/media'

const KEY = /\/media\/r\/([A-Za-z0-9_-]{12})/g
const IMMUTABLE = 'public, max-age=31536000, immutable'
const WAIT_SECONDS = 600

/**
 * Has every image the measured pages name drawn before anything is measured.
 * The bench's store starts on a fresh data folder with the background pass
 * off, so that no drawing shares the cores with the traces; a request for an
 * image not drawn yet hurries it (and is answered with its source meanwhile).
 */
export async function warmRenditions(origin: string, paths: string[]): Promise<number> {
  const keys = new Set<string>()
  for (const path of paths) {
    const html = await (await fetch(`${origin}${path}`)).text()
    for (const match of html.matchAll(KEY)) keys.add(match[1]!)
  }
  const deadline = performance.now() + WAIT_SECONDS * 1000
  for (const key of keys) {
    // Its widest WebP is the last file drawn.
    const url = `${origin}${renditionUrl(key, 1440, 'webp')}`
    for (;;) {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.headers.get('cache-control') === IMMUTABLE) break
      if (performance.now() > deadline) throw new Error(`${url} was not drawn in ${WAIT_SECONDS} s`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  return keys.size
}
