import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MEDIA_MESSAGES, UPLOAD_LIMITS } from '@store/contract/admin/media'
import { mediaImages } from '@store/db/schema'
import { signUpMember } from '../../../test/members'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { makePhoto, uploadFile } from '../../../test/upload'

let store: TestApp
let dataDir: string
let owner: TestStaff

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kainara-refusals-'))
  store = await createTestApp({ DATA_DIR: dataDir })
  owner = await createTestStaff(store.app, 'OWNER')
})
afterAll(async () => {
  await store.close()
  await rm(dataDir, { recursive: true, force: true })
})

const keptFiles = () => readdir(join(dataDir, 'media')).catch(() => [] as string[])
const rowCount = async () => (await store.db.select().from(mediaImages)).length

/** A ZIP archive's first bytes: a local file header. */
const ZIP = Buffer.concat([Buffer.from('PK\u0003\u0004\u0014\u0000'), Buffer.alloc(200, 7)])
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="red"/></svg>',
)
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
/** An iPhone's HEIC as far as its header goes. */
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)])

async function hostileFiles(): Promise<[string, Buffer, string][]> {
  const jpeg = await makePhoto(800, 800)
  // A 10000 x 10000 white PNG: 300 KB that would decode to 300 MB.
  const bomb = await sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer()
  return [
    ['a zip renamed .jpg', ZIP, MEDIA_MESSAGES.unreadable],
    ['an SVG drawing', SVG, MEDIA_MESSAGES.notAccepted],
    ['an HTML page', HTML, MEDIA_MESSAGES.unreadable],
    ['an empty file', Buffer.alloc(0), MEDIA_MESSAGES.empty],
    ['a truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), MEDIA_MESSAGES.damaged],
    ['a decompression bomb', bomb, MEDIA_MESSAGES.tooManyPixels],
    [
      'a GIF',
      await sharp(await makePhoto(300, 300))
        .gif()
        .toBuffer(),
      MEDIA_MESSAGES.notAccepted,
    ],
    ['an iPhone HEIC', HEIC, MEDIA_MESSAGES.heic],
    ['a 150 px photo', await makePhoto(150, 400), MEDIA_MESSAGES.tooSmall],
    ['a 1-pixel-wide giant', await makePhoto(1, 5000, 'png'), MEDIA_MESSAGES.tooSmall],
    ['a 1:9 strip', await makePhoto(250, 2250), MEDIA_MESSAGES.tooNarrow],
    ['a file over 20 MB', Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1, 1), MEDIA_MESSAGES.tooLarge],
  ]
}

describe('refused uploads', () => {
  test('every hostile file is a 400 with a message a person understands, and leaves nothing behind', async () => {
    const rowsBefore = await rowCount()
    for (const [name, bytes, message] of await hostileFiles()) {
      const { status, body } = await uploadFile(store.app, bytes, {
        ...owner,
        filename: 'photo.jpg',
      })
      expect(status, name).toBe(400)
      expect(body, name).toEqual({ error: { message } })
    }
    expect(await keptFiles()).not.toContain('uploads')
    expect(await rowCount()).toBe(rowsBefore)
  })

  test('a JSON body, a form without the file field, or two files are refused with a message', async () => {
    const json = await store.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { authorization: owner.authorization },
      payload: { file: 'photo.jpg' },
    })
    expect(json.json()).toEqual({ error: { message: MEDIA_MESSAGES.notMultipart } })
    const wrongField = await uploadFile(store.app, await makePhoto(300, 300), {
      ...owner,
      field: 'image',
    })
    expect(wrongField.body).toEqual({ error: { message: MEDIA_MESSAGES.noFile } })
  })

  test('only OWNER and STAFF may upload: no session and a member token are 401, SHOWROOM is 403', async () => {
    const photo = await makePhoto(400, 400)
    const member = await signUpMember(store.app)
    for (const authorization of [undefined, member.token, `Bearer ${member.token}`]) {
      const { status, body } = await uploadFile(store.app, photo, { authorization })
      expect(status).toBe(401)
      expect(body).toEqual({ error: { message: 'Please sign in to the back office.' } })
    }
    const showroom = await createTestStaff(store.app, 'SHOWROOM')
    const refused = await uploadFile(store.app, photo, showroom)
    expect(refused).toEqual({
      status: 403,
      body: { error: { message: 'This needs an OWNER or STAFF account.' } },
    })
    expect(await keptFiles()).not.toContain('uploads')
    const staff = await createTestStaff(store.app, 'STAFF')
    expect((await uploadFile(store.app, photo, staff)).status).toBe(200)
  })
})
