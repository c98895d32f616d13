import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Product } from '@store/contract/catalog'
import { finalPrice } from '@store/contract/pricing'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'
import { queryRows } from '../../test/sql'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

async function firstId(where: ReturnType<typeof sql>) {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`select id from products where ${where} order by id limit 1`,
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('no such product in the seed')
  return Number(id)
}
const product = (id: number | string) => getJson<{ product: Product }>(t.app, 'product', { id })

describe('GET product', () => {
  test('a product comes with sizes, a cover and gallery images, related products and its category', async () => {
    const id = await firstId(sql`size_chart_url is not null`)
    const { status, body } = await product(id)
    expect(status).toBe(200)
    expect(body.product.id).toBe(id)
    expect(body.product.product_images[0]?.image_type).toBe('COVER')
    expect(body.product.product_images.length).toBeGreaterThanOrEqual(3)
    expect(body.product.sizes.length).toBeGreaterThan(0)
    expect(body.product.related_products.length).toBeGreaterThanOrEqual(4)
    expect(body.product.related_products.map((related) => related.id)).not.toContain(id)
    expect(body.product.product_sizing?.size_chart_url).toMatch(/^\/media\/r\/[\w-]{12}$/)
    expect(body.product.category.id).toBeGreaterThanOrEqual(6)
  })

  test('a percent discount is given as percent and the final price follows the spec rule', async () => {
    const id = await firstId(sql`disc_percent > 0`)
    const { body } = await product(id)
    const discount = body.product.direct_discount
    expect(discount?.direct_disc_percent).toBeGreaterThan(0)
    const [row] = await queryRows<{ final_price: number }>(
      t.db,
      sql`select final_price from products where id = ${id}`,
    )
    expect(finalPrice(body.product.net_price, discount)).toBe(Number(row?.final_price))
  })

  test('a nominal discount is given as nominal', async () => {
    const id = await firstId(sql`disc_nominal > 0`)
    const { body } = await product(id)
    expect(body.product.direct_discount).toMatchObject({ direct_disc_percent: 0 })
    expect(body.product.direct_discount?.direct_disc_nominal).toBeGreaterThan(0)
  })

  test('a size with no stock in any showroom is unavailable', async () => {
    const rows = await queryRows<{ product_id: number; size_code: string }>(
      t.db,
      sql`
      select ps.product_id, ps.size_code from product_sizes ps
      where not exists (select 1 from stocks s where s.product_size_id = ps.id and s.qty > 0)
      order by ps.id limit 1`,
    )
    const soldOut = rows[0]
    expect(soldOut).toBeDefined()
    const { body } = await product(Number(soldOut?.product_id))
    expect(
      body.product.sizes.find((size) => size.size_code === soldOut?.size_code)?.is_available,
    ).toBe(0)
    expect(body.product.sizes.some((size) => size.is_available === 1)).toBe(true)
  })

  test('an unknown id is a 404 with a message', async () => {
    const { status, body } = await product(999_999)
    expect(status).toBe(404)
    expect(body).toEqual({ error: { message: expect.any(String) as string } })
  })

  test.each([
    ['abc'],
    ['-1'],
    ['0'],
    ['1.5'],
    ['99999999999999'],
    [''],
    ['1; drop table products'],
  ])('the id %j is a 400 with a readable message', async (id) => {
    const { status, body } = await product(id)
    expect(status).toBe(400)
    expect(
      (body as unknown as { error: { message: string } }).error.message.length,
    ).toBeGreaterThan(5)
  })
})
