import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MEDIA_KEY_PATTERN, RENDITION_PREFIX, mediaKeyOf } from '@store/contract/media'
import type { ProductListResponse } from '@store/contract/catalog'
import { mediaImages } from '@store/db/schema'
import { mediaKey } from '@store/media/keys'
import { readImageFacts } from '@store/media/renditions'
import { getJson } from '../test/inject'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { startPrerender } from './prerender'

let store: TestApp
let dataDir: string
let key: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kainara-media-'))
  store = await createTestApp({ DATA_DIR: dataDir })
  const source = await sharp({
    create: { width: 1200, height: 1500, channels: 3, background: '#9a6b4f' },
  })
    .jpeg()
    .toBuffer()
  key = mediaKey(source)
  await mkdir(join(dataDir, 'media', 'uploads'), { recursive: true })
  await writeFile(join(dataDir, 'media', 'uploads', `${key}.jpg`), source)
  const facts = await readImageFacts(source, false)
  await store.db
    .insert(mediaImages)
    .values({ key, sourcePath: `uploads/${key}.jpg`, vector: false, ...facts })
})
afterAll(async () => {
  await store.close()
  await rm(dataDir, { recursive: true, force: true })
})

const get = (url: string, accept = 'image/avif,image/webp,image/apng,*/*') =>
  store.app.inject({ method: 'GET', url, headers: { accept } })

describe('image renditions', () => {
  test('a browser that reads AVIF gets AVIF, one that does not gets WebP, both kept for a year', async () => {
    const avif = await get(`${RENDITION_PREFIX}${key}/640`)
    expect(avif.statusCode).toBe(200)
    expect(avif.headers['content-type']).toBe('image/avif')
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(avif.headers.vary).toBe('Accept')
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(640)
    const webp = await get(`${RENDITION_PREFIX}${key}/640`, 'image/webp,*/*')
    expect(webp.headers['content-type']).toBe('image/webp')
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp')
  })

  test('a rendition named with its format is that format whatever the browser reads', async () => {
    const named = await get(`${RENDITION_PREFIX}${key}/320.webp`, 'image/avif')
    expect(named.headers['content-type']).toBe('image/webp')
    expect(named.headers.vary).toBeUndefined()
    expect(await readdir(join(dataDir, 'media', 'r', key))).toContain('320.webp')
  })

  test('the address alone is the default width, and two requests at once leave one whole file', async () => {
    const [first, second] = await Promise.all([
      get(`${RENDITION_PREFIX}${key}`),
      get(`${RENDITION_PREFIX}${key}/640`),
    ])
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true)
    const files = await readdir(join(dataDir, 'media', 'r', key))
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([])
  })

  test('an unknown image is a 404 and a width not made is a 400, each with a message', async () => {
    const unknown = await get(`${RENDITION_PREFIX}${'A'.repeat(12)}/640`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: { message: 'Not found.' } })
    for (const file of ['641', '640.png', '..%2F..%2Fpassword', '99999999']) {
      const response = await get(`${RENDITION_PREFIX}${key}/${file}`)
      expect(response.statusCode).toBe(400)
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        "An image's width is one of 320, 640, 960, 1440.",
      )
    }
    expect((await get(`${RENDITION_PREFIX}..%2F..%2Fetc/640`)).statusCode).toBe(404)
  })

  test('every product image of the demo store is an address of the pipeline with its blurred preview', async () => {
    const { body } = await getJson<ProductListResponse>(store.app, 'products', { limit: 48 })
    const images = body.products.flatMap((product) => product.product_images)
    expect(images.length).toBeGreaterThan(40)
    for (const image of images) {
      expect(MEDIA_KEY_PATTERN.test(mediaKeyOf(image.image_url) ?? '')).toBe(true)
      expect(image.placeholder).toMatch(/^data:image\/webp;base64,/)
    }
  })

  test('the background pass makes every width of an image whose source is on disk, then stops', async () => {
    const stop = await startPrerender(store.db, join(dataDir, 'media'), store.app.log)
    const folder = join(dataDir, 'media', 'r', key)
    for (let attempt = 0; attempt < 240; attempt++) {
      if ((await readdir(folder)).includes('1440.webp')) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    stop()
    expect((await readdir(folder)).sort()).toEqual(
      ['1440', '320', '640', '960'].flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort(),
    )
  })
})
