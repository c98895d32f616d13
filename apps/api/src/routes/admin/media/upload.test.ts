import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '@store/contract/media'
import { auditLog, mediaImages } from '@store/db/schema'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { locatedPhoneJpeg, makePhoto, uploadFile } from '../../../test/upload'

let store: TestApp
let dataDir: string
let owner: TestStaff

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kainara-upload-'))
  store = await createTestApp({ DATA_DIR: dataDir })
  owner = await createTestStaff(store.app, 'OWNER')
})
afterAll(async () => {
  await store.close()
  await rm(dataDir, { recursive: true, force: true })
})

type Uploaded = { data: { key: string; url: string; width: number; height: number } }

const uploadsDir = () => join(dataDir, 'media', 'uploads')
const uploadedFiles = () => readdir(uploadsDir()).catch(() => [] as string[])

async function untilDrawn(key: string) {
  const last = `/media/r/${key}/1440.webp`
  for (let attempt = 0; attempt < 600; attempt++) {
    const response = await store.app.inject({ method: 'GET', url: last })
    if (response.headers['cache-control'] !== 'no-store') return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${key} was never drawn`)
}

describe('uploading a photo', () => {
  // Every rendition is drawn in the worker process, on a machine the other test files share.
  test('a phone photo is kept upright and without where it was taken, in its source and every rendition', async () => {
    const located = await locatedPhoneJpeg(1200, 800)
    const original = await sharp(located).metadata()
    expect(original.exif).toBeDefined()
    expect(original.orientation).toBe(6)
    expect(located.includes('Exif\0\0')).toBe(true)

    const { status, body } = await uploadFile(store.app, located, owner)
    expect(status).toBe(200)
    const { data } = body as Uploaded
    expect(data).toMatchObject({ url: `/media/r/${data.key}`, width: 800, height: 1200 })
    expect(data).toHaveProperty('placeholder', expect.stringMatching(/^data:image\/webp;base64,/))

    const kept = await readFile(join(uploadsDir(), `${data.key}.jpg`))
    const keptMeta = await sharp(kept).metadata()
    expect(keptMeta).toMatchObject({ width: 800, height: 1200, format: 'jpeg' })
    for (const field of ['exif', 'xmp', 'iptc', 'icc', 'orientation'] as const)
      expect(keptMeta[field], field).toBeUndefined()
    // No EXIF block (where the GPS tags live) nor XMP left in the file's bytes. Not a search for
    // "GPS": three bytes turn up by chance in a noisy photo's compressed data.
    expect(kept.includes('Exif\0\0')).toBe(false)
    expect(kept.includes('http://ns.adobe.com/xap/')).toBe(false)

    await untilDrawn(data.key)
    for (const width of RENDITION_WIDTHS)
      for (const format of RENDITION_FORMATS) {
        const file = await readFile(join(dataDir, 'media', 'r', data.key, `${width}.${format}`))
        const meta = await sharp(file).metadata()
        expect(meta.exif, `${width}.${format}`).toBeUndefined()
        expect(meta.height, `${width}.${format}`).toBeGreaterThan(meta.width)
      }
  }, 120_000)

  test.each(['png', 'webp', 'avif'] as const)(
    'a %s photo is accepted and kept as it came',
    async (format) => {
      const { status, body } = await uploadFile(store.app, await makePhoto(400, 500, format), {
        ...owner,
        filename: `photo.${format}`,
        type: `image/${format}`,
      })
      expect(status).toBe(200)
      const { key } = (body as Uploaded).data
      const kept = await sharp(await readFile(join(uploadsDir(), `${key}.${format}`))).metadata()
      expect(kept.format).toBe(format === 'avif' ? 'heif' : format)
    },
  )

  test('the same photo twice is one image: the same key and one row', async () => {
    const photo = await makePhoto(500, 500)
    const first = await uploadFile(store.app, photo, owner)
    const second = await uploadFile(store.app, photo, { ...owner, filename: 'again.jpg' })
    const key = (first.body as Uploaded).data.key
    expect((second.body as Uploaded).data.key).toBe(key)
    const rows = await store.db.select().from(mediaImages).where(eq(mediaImages.key, key))
    expect(rows).toHaveLength(1)
    const audits = await store.db.select().from(auditLog).where(eq(auditLog.entityId, key))
    expect(audits.map((line) => line.action)).toEqual(['media.upload'])
  })

  test('the file is read by its bytes: a JPEG named .png with the wrong type is still a JPEG', async () => {
    const { status, body } = await uploadFile(store.app, await makePhoto(300, 300), {
      ...owner,
      filename: 'photo.png',
      type: 'application/octet-stream',
    })
    expect(status).toBe(200)
    expect(await uploadedFiles()).toContain(`${(body as Uploaded).data.key}.jpg`)
  })
})
