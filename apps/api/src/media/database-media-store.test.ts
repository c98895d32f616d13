import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RENDITION_PREFIX } from '@store/contract/media'
import { mediaFiles } from '@store/db/schema'
import { buildApp } from '../app'
import { readEnv } from '../env'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { createTestStaff } from '../test/staff'
import { makePhoto, uploadFile } from '../test/upload'

let first: TestApp
let second: FastifyInstance
const folders: string[] = []

async function folder() {
  const path = await mkdtemp(join(tmpdir(), 'kainara-shared-media-'))
  folders.push(path)
  return path
}

/**
 * Another instance on the same database with a media folder of its own, on
 * the database's store whichever suite runs: PGlite holds the same table.
 */
async function otherInstance(db: TestApp['db']) {
  const env = readEnv({
    DATA_DIR: await folder(),
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    BACKGROUND_JOBS: 'off',
  })
  const app = await buildApp({ db, env, databaseKind: 'postgres' })
  await app.ready()
  return app
}

beforeAll(async () => {
  first = await createTestApp({ DATA_DIR: await folder() })
})
afterAll(async () => {
  await second?.close()
  await first.close()
  for (const path of folders) await rm(path, { recursive: true, force: true })
})

describe('media kept in the database', () => {
  test('a photo uploaded through one instance is kept in the database and served by another, which draws it', async () => {
    const uploader = await otherInstance(first.db)
    const owner = await createTestStaff(uploader, 'OWNER')
    const photo = await makePhoto(900, 1200)
    const uploaded = await uploadFile(uploader, photo, { authorization: owner.authorization })
    expect(uploaded.status).toBe(200)
    const { key } = uploaded.body.data as { key: string }
    const [row] = await first.db.select().from(mediaFiles)
    expect(row?.path).toBe(`uploads/${key}.jpg`)
    expect(row?.size).toBe(row?.bytes.length)
    const kept = row!.bytes
    await uploader.close()

    second = await otherInstance(first.db)
    const before = await second.inject({ method: 'GET', url: `${RENDITION_PREFIX}${key}/640` })
    expect(before.statusCode).toBe(200)
    expect(before.headers['cache-control']).toBe('no-store')
    expect(Buffer.compare(before.rawPayload, kept)).toBe(0)
    // The worker draws from this instance's copy of the source, fetched from the database.
    const copy = await readFile(join(folders[2]!, 'media', 'uploads', `${key}.jpg`))
    expect(Buffer.compare(copy, kept)).toBe(0)
    expect(second.renditions.pending()).toBeGreaterThan(0)
  })

  test('the same photo uploaded twice is one row, and an unknown source is not found', async () => {
    const owner = await createTestStaff(second, 'OWNER')
    const photo = await makePhoto(700, 700)
    for (let time = 0; time < 2; time++)
      expect((await uploadFile(second, photo, { authorization: owner.authorization })).status).toBe(
        200,
      )
    expect(await first.db.$count(mediaFiles)).toBe(2)
    expect(await second.mediaStore.localSource('uploads/none.jpg')).toBeNull()
  })

  test.skipIf(process.env.TEST_DATABASE_URL)(
    'the embedded store keeps uploads in its media folder and none in the database',
    async () => {
      const owner = await createTestStaff(first.app, 'OWNER')
      const uploaded = await uploadFile(first.app, await makePhoto(640, 800), {
        authorization: owner.authorization,
      })
      const { key } = uploaded.body.data as { key: string }
      const file = await readFile(join(folders[0]!, 'media', 'uploads', `${key}.jpg`))
      expect(file.length).toBeGreaterThan(0)
      expect(await first.db.$count(mediaFiles)).toBe(2)
    },
  )

  test.runIf(process.env.TEST_DATABASE_URL)(
    'a store on a PostgreSQL server keeps its uploads in the database',
    async () => {
      const owner = await createTestStaff(first.app, 'OWNER')
      const uploaded = await uploadFile(first.app, await makePhoto(640, 800), {
        authorization: owner.authorization,
      })
      const { key } = uploaded.body.data as { key: string }
      expect(await second.mediaStore.exists(key, 'jpeg')).toBe(true)
      expect(await first.db.$count(mediaFiles)).toBe(3)
    },
  )
})
