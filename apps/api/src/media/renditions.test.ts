import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
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
import { queueMissingRenditions } from './background-renditions'

let store: TestApp
let dataDir: string
const keys: string[] = []

/** A photo on disk with its media row, as an upload leaves it. */
async function addPhoto(colour: string) {
  const source = await sharp({
    create: { width: 1200, height: 1500, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer()
  const key = mediaKey(source)
  await writeFile(join(dataDir, 'media', 'uploads', `${key}.jpg`), source)
  const facts = await readImageFacts(source, false)
  await store.db
    .insert(mediaImages)
    .values({ key, sourcePath: `uploads/${key}.jpg`, vector: false, ...facts })
  keys.push(key)
  return key
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kainara-media-'))
  await mkdir(join(dataDir, 'media', 'uploads'), { recursive: true })
  store = await createTestApp({ DATA_DIR: dataDir })
  await addPhoto('#9a6b4f')
  await addPhoto('#3d5a4c')
})
afterAll(async () => {
  await store.close()
  await rm(dataDir, { recursive: true, force: true })
})

const AVIF_BROWSER = 'image/avif,image/webp,image/apng,*/*'
const get = (url: string, accept = AVIF_BROWSER) =>
  store.app.inject({ method: 'GET', url, headers: { accept } })

async function untilDrawn(url: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const response = await get(url)
    if (response.headers['cache-control'] !== 'no-store') return response
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} was never drawn`)
}

describe('image renditions', () => {
  test('an image not drawn yet is answered with its source, kept by no cache, and is drawn next', async () => {
    const [key] = keys
    const first = await get(`${RENDITION_PREFIX}${key}/640`)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('image/jpeg')
    expect(first.headers['cache-control']).toBe('no-store')
    expect((await sharp(first.rawPayload).metadata()).width).toBe(1200)
    const drawn = await untilDrawn(`${RENDITION_PREFIX}${key}/640`)
    expect(drawn.headers['content-type']).toBe('image/avif')
    // The files are written one after another: the one asked for can be there before the rest.
    for (const width of ['320', '640', '960', '1440'])
      for (const format of ['avif', 'webp'])
        await untilDrawn(`${RENDITION_PREFIX}${key}/${width}.${format}`)
    expect((await readdir(join(dataDir, 'media', 'r', key!))).sort()).toEqual(
      ['1440', '320', '640', '960'].flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort(),
    )
  })

  test('a browser that reads AVIF gets AVIF, one that does not gets WebP, both kept for a year', async () => {
    const [key] = keys
    const avif = await untilDrawn(`${RENDITION_PREFIX}${key}/960`)
    expect(avif.headers['content-type']).toBe('image/avif')
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(avif.headers.vary).toBe('Accept')
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(960)
    const webp = await get(`${RENDITION_PREFIX}${key}/960`, 'image/webp,*/*')
    expect(webp.headers['content-type']).toBe('image/webp')
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp')
    const named = await get(`${RENDITION_PREFIX}${key}/320.webp`, AVIF_BROWSER)
    expect(named.headers['content-type']).toBe('image/webp')
    expect(named.headers.vary).toBeUndefined()
    const plain = await get(`${RENDITION_PREFIX}${key}`)
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(640)
  })

  test('an unknown image is a 404 and a width not made is a 400, each with a message', async () => {
    const unknown = await get(`${RENDITION_PREFIX}${'A'.repeat(12)}/640`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: { message: 'Not found.' } })
    for (const file of ['641', '640.png', '..%2F..%2Fpassword', '99999999']) {
      const response = await get(`${RENDITION_PREFIX}${keys[0]}/${file}`)
      expect(response.statusCode).toBe(400)
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        "An image's width is one of 320, 640, 960, 1440.",
      )
    }
    expect((await get(`${RENDITION_PREFIX}..%2F..%2Fetc/640`)).statusCode).toBe(404)
  })

  test('the background pass queues only images with a source on disk and renditions missing', async () => {
    // The demo rows have no sources in this folder; the first photo is drawn already.
    expect(await queueMissingRenditions(store.app, join(dataDir, 'media'))).toBe(1)
    await untilDrawn(`${RENDITION_PREFIX}${keys[1]}/1440.webp`)
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
})
