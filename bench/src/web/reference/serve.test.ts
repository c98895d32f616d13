import { createServer, request } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeAsset } from './assets'
import { referenceHandler } from './serve'

const entry = '/assets/client-abc.js'
const server = createServer(
  referenceHandler({
    scripts: new Map([
      [entry, encodeAsset(Buffer.from('import("./hydrate-def.js")'))],
      ['/assets/hydrate-def.js', encodeAsset(Buffer.from('export const hydrate = () => {}'))],
    ]),
    entry,
    photo: Buffer.from('RIFF....WEBP'),
  }),
)
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The answer as sent: fetch would undo the compression these tests look at. */
function get(path: string, encoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      request(`${origin}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
        .on('error', reject)
        .end()
    },
  )
}

test('the reference page is rendered with its image sized, first in priority, and no script asked for before it paints', async () => {
  const { headers, body } = await get('/', 'identity')
  const html = body.toString()
  expect(headers['content-type']).toBe('text/html; charset=utf-8')
  expect(html).toMatch(
    /<img src="\/assets\/photo.webp" width="640" height="800" fetchPriority="high"/,
  )
  expect(html).toContain('<h1>Reference page</h1>')
  expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/)
  expect(html).toContain('{"entry":"/assets/client-abc.js","imports":["/assets/hydrate-def.js"]}')
})

test('a browser that accepts brotli gets the page and the scripts in brotli, like the store sends them', async () => {
  expect((await get('/', 'gzip, deflate, br')).headers['content-encoding']).toBe('br')
  const script = await get(entry, 'br')
  expect(script.headers['content-encoding']).toBe('br')
  expect(script.headers['cache-control']).toContain('immutable')
  expect(brotliDecompressSync(script.body).toString()).toBe('import("./hydrate-def.js")')
})

test('the brotli the page is sent in is the page', async () => {
  const plain = (await get('/', 'identity')).body.toString()
  const { body } = await get('/', 'br')
  expect(plain.length).toBeGreaterThan(0)
  expect(body.length).toBeLessThan(plain.length)
  expect(brotliDecompressSync(body).toString()).toBe(plain)
})

test('a browser that accepts only gzip gets gzip, and one that accepts neither gets the script as built', async () => {
  expect((await get(entry, 'gzip')).headers['content-encoding']).toBe('gzip')
  const plain = await get(entry, 'identity')
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.toString()).toBe('import("./hydrate-def.js")')
})

test('the photo is served as WebP, and any other address is not found', async () => {
  const photo = await get('/assets/photo.webp', 'br')
  expect(photo.headers['content-type']).toBe('image/webp')
  expect(photo.body.toString()).toBe('RIFF....WEBP')
  expect((await get('/favicon.ico', 'br')).status).toBe(404)
})
