import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ProductStatusAnswer } from '@store/contract/admin/product-publishing'
import { writeWibMinute } from '../../../lib/discount-window'
import { cartCalls, newDevice, sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { postJson } from '../../../test/inject'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'

const HOUR = 60 * 60_000
let t: TestApp
let staff: TestStaff
let item: SizedProduct
let code: string
let categoryId: number
let relatedFrom: number
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  staff = await createTestStaff(t.app, 'STAFF')
  const candidates = await sizedProducts(t.db, 200)
  const [row] = await queryRows<{ id: number; code: string; category_id: number; from: number }>(
    t.db,
    sql`select p.id, p.product_code as code, p.category_id, r.product_id as from
      from products p join related_products r on r.related_product_id = p.id
      where p.id in ${sql.raw(`(${candidates.map((c) => c.productId).join(',')})`)}
      order by p.id limit 1`,
  )
  const found = candidates.find((candidate) => candidate.productId === row?.id)
  if (!row || !found) throw new Error('no related product with stock')
  item = found
  code = row.code
  categoryId = row.category_id
  relatedFrom = row.from
})
afterAll(async () => t.close())

const shop = async (url: string) => {
  const response = await t.app.inject({ url })
  return { status: response.statusCode, body: response.body }
}
const categoryCount = async () =>
  JSON.parse((await shop(`/api/products?category_id=${categoryId}`)).body) as {
    product_count: number
  }
const relatedIds = async () => {
  const { body } = await shop(`/api/product?id=${relatedFrom}`)
  const page = JSON.parse(body) as { product: { related_products: { id: number }[] } }
  return page.product.related_products.map((related) => related.id)
}
const move = (path: string, payload: Record<string, unknown>, who: TestStaff = staff) =>
  callAdmin<ProductStatusAnswer & { error?: { message: string } }>(
    t.app,
    'POST',
    `products/${path}`,
    payload,
    who,
  )
const wibIn = (ms: number) => writeWibMinute(new Date(t.app.clock.now().getTime() + ms))

/** Everything a shopper can reach of the product, read the way the shop reads it. */
async function shopperSees() {
  const device = newDevice()
  const added = await cartCalls(t.app).add(device, item, 1)
  const sees = {
    page: (await shop(`/api/product?id=${item.productId}`)).status === 200,
    search: (await shop(`/api/products?search=${code}`)).body.includes(`"id":${item.productId},`),
    sitemap: (await shop('/sitemap.xml')).body.includes(`/product/${item.productId}<`),
    related: (await relatedIds()).includes(item.productId),
    cart: added.status === 200,
  }
  return sees
}
const NOTHING = { page: false, search: false, sitemap: false, related: false, cart: false }
const EVERYTHING = { page: true, search: true, sitemap: true, related: true, cart: true }

describe('a product that is a draft', () => {
  test('is gone from every shopper path at once, cached answers and counts too, and staff still see it', async () => {
    // Read once, so a cached answer would be there to go stale.
    expect(await shopperSees()).toEqual(EVERYTHING)
    const before = (await categoryCount()).product_count
    const device = newDevice()
    await cartCalls(t.app).add(device, item, 1)

    const unpublished = await move('unpublish', { id: item.productId })
    expect(unpublished.status).toBe(200)
    expect(unpublished.body.product).toEqual({
      id: item.productId,
      status: 'DRAFT',
      publish_at: '',
    })
    expect(await shopperSees()).toEqual(NOTHING)
    expect((await categoryCount()).product_count).toBe(before - 1)
    // A cart that held it before cannot buy it now.
    expect((await cartCalls(t.app).get(device)).cart_items).toEqual([])
    const checkout = await postJson(t.app, 'checkout', { local_device_id: device })
    expect(checkout.status).toBe(400)

    const listed = await callAdmin<{ products: { id: number; status: string }[] }>(
      t.app,
      'GET',
      'products',
      { search: code, status: 'DRAFT' },
      staff,
    )
    expect(listed.body.products).toEqual([
      expect.objectContaining({ id: item.productId, status: 'DRAFT', publish_at: '' }),
    ])
    const one = await callAdmin(t.app, 'GET', 'products/one', { id: item.productId }, staff)
    expect(one.status).toBe(200)

    expect((await move('publish', { id: item.productId })).body.product.status).toBe('PUBLISHED')
    expect(await shopperSees()).toEqual(EVERYTHING)
    expect((await categoryCount()).product_count).toBe(before)
  })

  test('scheduled in WIB stays hidden until the store clock passes its time, then the job publishes it', async () => {
    const publishAt = wibIn(2 * HOUR)
    const scheduled = await move('schedule', { id: item.productId, publish_at: publishAt })
    expect(scheduled.status).toBe(200)
    expect(scheduled.body.product).toEqual({
      id: item.productId,
      status: 'DRAFT',
      publish_at: publishAt,
    })
    const listed = await callAdmin<{ products: { id: number }[] }>(
      t.app,
      'GET',
      'products',
      { search: code, status: 'SCHEDULED' },
      staff,
    )
    expect(listed.body.products.map((product) => product.id)).toEqual([item.productId])

    t.app.clock.advance(HOUR)
    expect(await t.app.jobs.run('publish-products')).toBe(0)
    expect(await shopperSees()).toEqual(NOTHING)

    t.app.clock.advance(HOUR + 60_000)
    expect(await t.app.jobs.run('publish-products')).toBe(1)
    expect(await shopperSees()).toEqual(EVERYTHING)
    // A second run finds nothing left to publish.
    expect(await t.app.jobs.run('publish-products')).toBe(0)

    const audit = await queryRows<{ action: string; actor: string }>(
      t.db,
      sql`select action, actor from audit_log where entity = 'product'
        and entity_id = ${String(item.productId)} order by id`,
    )
    expect(audit.slice(-2)).toEqual([
      { action: 'product.schedule', actor: staff.email },
      { action: 'product.publish', actor: 'job' },
    ])
  })

  test('publishing twice, or two staff at once, changes it once and writes one audit line', async () => {
    await move('unpublish', { id: item.productId })
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from audit_log where entity_id = ${String(item.productId)}`,
        )
      )[0]?.n
    const before = await count()
    const other = await createTestStaff(t.app, 'OWNER')
    const answers = await Promise.all([
      move('publish', { id: item.productId }),
      move('publish', { id: item.productId }, other),
      move('publish', { id: item.productId }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(await count()).toBe((before ?? 0) + 1)
  })
})

describe('the preview of a draft', () => {
  test('shows staff its shop page, uncached, and a shopper or a SHOWROOM account nothing', async () => {
    await move('unpublish', { id: item.productId })
    const preview = await callAdmin<{ product: { id: number; sizes: unknown[] }; status: string }>(
      t.app,
      'GET',
      'products/preview',
      { id: item.productId },
      staff,
    )
    expect(preview.status).toBe(200)
    expect(preview.body.status).toBe('DRAFT')
    expect(preview.body.product.id).toBe(item.productId)
    expect(preview.body.product.sizes.length).toBeGreaterThan(0)
    expect(preview.headers['cache-control']).toBe('no-store')
    const showroom = await createTestStaff(t.app, 'SHOWROOM')
    expect(
      (await callAdmin(t.app, 'GET', 'products/preview', { id: item.productId }, showroom)).status,
    ).toBe(403)
    const visitor = await t.app.inject({ url: `/api/admin/products/preview?id=${item.productId}` })
    expect(visitor.statusCode).toBe(401)
    expect((await shop(`/api/product?id=${item.productId}`)).status).toBe(404)
    await move('publish', { id: item.productId })
  })
})

describe('publishing calls', () => {
  test('a SHOWROOM account and a visitor are refused, and nothing changes', async () => {
    const showroom = await createTestStaff(t.app, 'SHOWROOM')
    expect((await move('unpublish', { id: item.productId }, showroom)).status).toBe(403)
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/unpublish',
      payload: { id: item.productId },
    })
    expect(visitor.statusCode).toBe(401)
    expect((await shop(`/api/product?id=${item.productId}`)).status).toBe(200)
  })

  test('a time in the past, too far ahead or not a time, and a bad id, are 400s that say why', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ id: item.productId, publish_at: wibIn(-HOUR) }, 'later than now'],
      [{ id: item.productId, publish_at: wibIn(400 * 24 * HOUR) }, 'within a year'],
      [{ id: item.productId, publish_at: 'tomorrow' }, 'publish time in WIB'],
      [{ id: item.productId, publish_at: '2026-02-30T09:00' }, 'publish time in WIB'],
      [{ id: item.productId }, 'publish time in WIB'],
      [{ id: "1' or 1=1", publish_at: wibIn(HOUR) }, 'Product id'],
      [{ id: -4, publish_at: wibIn(HOUR) }, 'Product id'],
    ]
    for (const [payload, words] of cases) {
      const answer = await move('schedule', payload)
      expect(answer.status, JSON.stringify(payload)).toBe(400)
      expect(answer.body.error?.message).toContain(words)
    }
    expect((await move('publish', { id: 'x'.repeat(10_000) })).status).toBe(400)
    expect((await move('publish', { id: 2_000_000_000 })).status).toBe(404)
    expect((await shop(`/api/product?id=${item.productId}`)).status).toBe(200)
  })
})
