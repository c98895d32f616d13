import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import sharp from 'sharp'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { getJson } from '../../../test/inject'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { makeZip } from '../../../test/zip'

let t: TestApp
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: '/tmp/kainara-test-data-zip' })
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

const photo = (colour: string) =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()

const CSV = (photos: string) =>
  Buffer.from(
    `product_code,product_name,category_sub_id,sub_group_id,retail_price,net_price,photos,size_code,stock_1,status\n` +
      `KN-ZIP-1,Selendang Zip,601,11,250000,250000,${photos},ALL,3,published\n`,
  )

async function sendZip(zip: Buffer, mode: 'check' | 'apply') {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/import?mode=${mode}`,
    headers: { authorization: owner.authorization, 'content-type': 'application/zip' },
    payload: zip,
  })
}

describe('a catalogue CSV may come in a zip with the photos it names', () => {
  test('the photos of the zip become the product’s photos, the first its cover', async () => {
    const zip = makeZip([
      { name: 'catalogue/catalogue.csv', data: CSV('front.jpg|back.JPG') },
      { name: 'catalogue/photos/front.jpg', data: await photo('#a0522d') },
      { name: 'catalogue/photos/back.jpg', data: await photo('#2f4f4f') },
      { name: '__MACOSX/catalogue/._front.jpg', data: Buffer.from('resource fork') },
    ])
    const checked = await sendZip(zip, 'check')
    expect(checked.json()).toMatchObject({
      data: { problem_count: 0, summary: { products_created: 1 } },
    })
    const applied = await sendZip(zip, 'apply')
    expect(applied.statusCode).toBe(200)
    const { body } = await getJson<{ products: { id: number; product_name: string }[] }>(
      t.app,
      'products',
      {
        search: 'Selendang Zip',
      },
    )
    const id = body.products.find((product) => product.product_name === 'Selendang Zip')?.id ?? 0
    const page = await getJson<{
      product: { product_images: { image_url: string; image_type: string }[] }
    }>(t.app, 'product', { id })
    const images = page.body.product.product_images
    expect(images).toHaveLength(2)
    expect(images.map((image) => image.image_type)).toEqual(['COVER', 'GALLERY'])
    for (const image of images) expect(image.image_url).toMatch(/^\/media\/r\/[\w-]{12}$/)
  })

  test('a photo missing from the zip, or one the shop cannot take, is a problem of its line', async () => {
    const zip = makeZip([
      { name: 'catalogue.csv', data: CSV('front.jpg|fake.jpg|missing.jpg') },
      { name: 'front.jpg', data: await photo('#a0522d') },
      { name: 'fake.jpg', data: Buffer.from('PK\u0003\u0004 a zip renamed .jpg') },
    ])
    const checked = await sendZip(zip, 'check')
    expect(checked.json()).toMatchObject({
      data: {
        problems: [
          { line: 2, column: 'photos', message: 'The photo missing.jpg is not in the zip.' },
        ],
      },
    })
    const fixed = makeZip([
      { name: 'catalogue.csv', data: CSV('front.jpg|fake.jpg') },
      { name: 'front.jpg', data: await photo('#a0522d') },
      { name: 'fake.jpg', data: Buffer.from('PK\u0003\u0004 a zip renamed .jpg') },
    ])
    const refused = await sendZip(fixed, 'apply')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      data: {
        problems: [
          { line: 2, column: 'photos', message: expect.stringMatching(/^fake\.jpg: /) as string },
        ],
      },
    })
  })

  test('a zip with no CSV, or two, or that is no zip at all, is refused with a message', async () => {
    const none = await sendZip(
      makeZip([{ name: 'front.jpg', data: await photo('#a0522d') }]),
      'check',
    )
    expect(none.json()).toEqual({
      error: { message: 'The zip must hold exactly one CSV file, beside the photos it names.' },
    })
    const broken = await sendZip(Buffer.from('not a zip at all'), 'check')
    expect(broken.json()).toEqual({
      error: { message: 'The zip file could not be read. Make it again and try once more.' },
    })
  })
})
