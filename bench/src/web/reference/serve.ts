import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Encoded, ReferenceAssets } from './assets'
import { renderReferencePage } from './html'
import { PHOTO_PATH } from './page'

const IMMUTABLE = 'public, max-age=31536000, immutable'

function accepts(request: IncomingMessage, encoding: 'br' | 'gzip'): boolean {
  return new RegExp(`\\b${encoding}\\b`).test(String(request.headers['accept-encoding'] ?? ''))
}

function send(response: ServerResponse, headers: Record<string, string>, body: Buffer) {
  response.writeHead(200, { ...headers, 'content-length': String(body.length) }).end(body)
}

/** Brotli 6 in text mode or gzip 6, as the store compresses each page it renders. */
function sendPage(request: IncomingMessage, response: ServerResponse, assets: ReferenceAssets) {
  const imports = [...assets.scripts.keys()].filter((path) => path !== assets.entry)
  const html = Buffer.from(renderReferencePage({ entry: assets.entry, imports }))
  const headers = { 'content-type': 'text/html; charset=utf-8', vary: 'accept-encoding' }
  if (accepts(request, 'br')) {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    }
    return send(
      response,
      { ...headers, 'content-encoding': 'br' },
      brotliCompressSync(html, { params }),
    )
  }
  if (accepts(request, 'gzip'))
    return send(response, { ...headers, 'content-encoding': 'gzip' }, gzipSync(html, { level: 6 }))
  send(response, headers, html)
}

/** The build's precompressed copy the browser accepts, as the store serves its assets. */
function sendScript(request: IncomingMessage, response: ServerResponse, script: Encoded) {
  const headers = {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': IMMUTABLE,
    vary: 'accept-encoding',
  }
  if (accepts(request, 'br'))
    return send(response, { ...headers, 'content-encoding': 'br' }, script.br)
  if (accepts(request, 'gzip'))
    return send(response, { ...headers, 'content-encoding': 'gzip' }, script.gzip)
  send(response, headers, script.raw)
}

export function referenceHandler(assets: ReferenceAssets) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return void response.writeHead(405, { allow: 'GET, HEAD' }).end()
    const script = assets.scripts.get(path)
    if (path === '/') return sendPage(request, response, assets)
    if (script) return sendScript(request, response, script)
    if (path === PHOTO_PATH)
      return send(
        response,
        { 'content-type': 'image/webp', 'cache-control': IMMUTABLE },
        assets.photo,
      )
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  }
}
