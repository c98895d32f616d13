import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PRODUCT_PHOTO_MESSAGES } from '@store/contract/admin/product-photos'
import type { ProductPhotos } from '@store/contract/admin/product-photos'
import type { Product } from '@store/contract/catalog'
import { auditLog } from '@store/db/schema'
import { getJson } from '../../../test/inject'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { makePhoto, uploadFile } from '../../../test/upload'

let store: TestApp
let dataDir: string
let staff: TestStaff

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kainara-photos-'))
  store = await createTestApp({ DATA_DIR: dataDir })
  staff = await createTestStaff(store.app, 'STAFF')
})
afterAll(async () => {
  await store.close()
  await rm(dataDir, { recursive: true, force: true })
})

async function upload(width = 600, height = 750) {
  const { body } = await uploadFile(store.app, await makePhoto(width, height), staff)
  return (body as { data: { url: string } }).data.url
}

async function photosOf(productId: number) {
  const answer = await callAdmin<{ data: ProductPhotos }>(
    store.app,
    'GET',
    'product-photos',
    { product_id: productId },
    staff,
  )
  expect(answer.status).toBe(200)
  return answer.body.data
}

const save = (payload: Record<string, unknown>) =>
  callAdmin<{ data: ProductPhotos; error?: { message: string } }>(
    store.app,
    'PUT',
    'product-photos',
    payload,
    staff,
  )

describe("a product's photos", () => {
  test('a seeded product shows its photos in order, the cover first, and its size chart', async () => {
    const photos = await photosOf(1)
    expect(photos.photos.length).toBeGreaterThan(0)
    expect(photos.photos.map((photo) => photo.type)).toEqual(
      photos.photos.map((_, index) => (index === 0 ? 'COVER' : 'GALLERY')),
    )
    expect(photos.photos[0]?.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(photos.size_chart?.url).toMatch(/^\/media\/r\//)
  })

  test('new photos in a new order make the first the cover, and the shop shows them at once', async () => {
    const before = await photosOf(2)
    const [first, second] = [await upload(), await upload(800, 1000)]
    const old = before.photos.map((photo) => photo.url)
    const urls = [second, old[0]!, first]
    const { status, body } = await save({
      product_id: 2,
      revision: before.revision,
      photo_urls: urls,
      size_chart_url: null,
    })
    expect(status).toBe(200)
    expect(body.data.photos.map(({ url, type, order }) => ({ url, type, order }))).toEqual([
      { url: second, type: 'COVER', order: 0 },
      { url: old[0], type: 'GALLERY', order: 1 },
      { url: first, type: 'GALLERY', order: 2 },
    ])
    expect(body.data.size_chart).toBeNull()
    const shop = await getJson<{ product: Product }>(store.app, 'product', { id: 2 })
    expect(shop.body.product.product_images.map((image) => image.image_url)).toEqual(urls)
    expect(shop.body.product.product_sizing).toBeNull()
    const [audit] = await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.photos'), eq(auditLog.entityId, '2')))
    expect(audit).toMatchObject({ actor: staff.email, after: { photo_urls: urls } })
  })

  test('a size chart is set from an upload and cleared again', async () => {
    const before = await photosOf(3)
    const chart = await upload(900, 600)
    const photo_urls = before.photos.map((photo) => photo.url)
    const set = await save({
      product_id: 3,
      revision: before.revision,
      photo_urls,
      size_chart_url: chart,
    })
    expect(set.body.data.size_chart?.url).toBe(chart)
    const cleared = await save({
      product_id: 3,
      revision: set.body.data.revision,
      photo_urls,
      size_chart_url: null,
    })
    expect(cleared.body.data.size_chart).toBeNull()
  })

  test("an address that is not an uploaded image or one of the product's own photos is refused, and nothing changes", async () => {
    const before = await photosOf(4)
    const mine = before.photos.map((photo) => photo.url)
    const refusals: [Record<string, unknown>, string][] = [
      [
        { photo_urls: [...mine, '/media/r/AAAAAAAAAAAA'] },
        PRODUCT_PHOTO_MESSAGES.unknownPhoto(mine.length + 1),
      ],
      [{ photo_urls: ['https://elsewhere.example/a.jpg'] }, PRODUCT_PHOTO_MESSAGES.unknownPhoto(1)],
      [{ size_chart_url: '/media/uploads/x.jpg' }, PRODUCT_PHOTO_MESSAGES.unknownSizeChart],
      [{ photo_urls: [] }, PRODUCT_PHOTO_MESSAGES.noPhotos],
      [{ photo_urls: [mine[0], mine[0]] }, PRODUCT_PHOTO_MESSAGES.twice],
      [
        {
          photo_urls: Array.from(
            { length: 13 },
            (_, i) => `/media/r/${String(i).padStart(12, 'A')}`,
          ),
        },
        PRODUCT_PHOTO_MESSAGES.tooManyPhotos,
      ],
    ]
    for (const [change, message] of refusals) {
      const answer = await save({
        product_id: 4,
        revision: before.revision,
        photo_urls: mine,
        size_chart_url: null,
        ...change,
      })
      expect(answer.status, message).toBe(400)
      expect(answer.body.error?.message).toBe(message)
    }
    expect(await photosOf(4)).toEqual(before)
  })

  test('a save made from photos someone else changed meanwhile is a 409 and changes nothing', async () => {
    const opened = await photosOf(6)
    const urls = opened.photos.map((photo) => photo.url)
    const first = await save({
      product_id: 6,
      revision: opened.revision,
      photo_urls: [...urls].reverse(),
      size_chart_url: null,
    })
    expect(first.status).toBe(200)
    const second = await save({
      product_id: 6,
      revision: opened.revision,
      photo_urls: [await upload()],
      size_chart_url: null,
    })
    expect(second.status).toBe(409)
    expect(second.body.error?.message).toBe(PRODUCT_PHOTO_MESSAGES.changedMeanwhile)
    expect(await photosOf(6)).toEqual(first.body.data)
  })

  test('an unknown product is a 404 with a message', async () => {
    const answer = await callAdmin(
      store.app,
      'GET',
      'product-photos',
      { product_id: 999999 },
      staff,
    )
    expect(answer).toMatchObject({
      status: 404,
      body: { error: { message: PRODUCT_PHOTO_MESSAGES.notFound } },
    })
  })
})
