import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Product } from '@store/contract/catalog'
import type { Showroom } from '@store/contract/showrooms'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { getJson, postJson } from '../test/inject'
import { queryRows } from '../test/sql'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

interface HeldSize {
  productId: number
  productSizeId: number
  size: string
  stock: { showroomId: number; qty: number }[]
}

/** An available size held by more than one showroom, different for each test. */
async function heldSize(skip: number): Promise<HeldSize> {
  const rows = await queryRows<{ product_id: number; id: number; size_code: string }>(
    t.db,
    sql`select ps.product_id, ps.id, ps.size_code from product_sizes ps
        where (select count(*) from stocks s where s.product_size_id = ps.id and s.qty > 0) >= 2
        order by ps.id limit 1 offset ${skip}`,
  )
  const row = rows[0]
  if (!row) throw new Error('no size held by two showrooms')
  const stock = await queryRows<{ showroom_id: number; qty: number }>(
    t.db,
    sql`select showroom_id, qty from stocks where product_size_id = ${row.id} and qty > 0`,
  )
  return {
    productId: Number(row.product_id),
    productSizeId: Number(row.id),
    size: row.size_code,
    stock: stock.map((s) => ({ showroomId: Number(s.showroom_id), qty: Number(s.qty) })),
  }
}

const sizeOf = (held: HeldSize) => ({
  productId: held.productId,
  productSizeId: held.productSizeId,
})
const take = (line: ReturnType<typeof sizeOf> & { showroomId: number; qty: number }) =>
  t.app.catalogueWrites.transaction((writer) => writer.takeStocks([line]))

const productAnswer = async (id: number) => {
  const response = await getJson<{ product: Product }>(t.app, 'product', { id })
  return { etag: response.headers.etag, sizes: response.body.product.sizes }
}
const availability = (sizes: Product['sizes'], code: string) =>
  sizes.find((size) => size.size_code === code)?.is_available

describe('stock writes through the catalogue cache', () => {
  test('a size sold out by the last units shows as sold out at once, with a new ETag', async () => {
    const held = await heldSize(0)
    const before = await productAnswer(held.productId)
    expect(availability(before.sizes, held.size)).toBe(1)

    await t.app.catalogueWrites.transaction(async (writer) => {
      const lines = held.stock.map((line) => ({ ...line, ...sizeOf(held) }))
      expect(await writer.takeStocks(lines)).toBe(true)
    })

    const after = await productAnswer(held.productId)
    expect(availability(after.sizes, held.size)).toBe(0)
    expect(after.etag).not.toBe(before.etag)
    const stock = await postJson<{ showrooms: Showroom[] }>(t.app, 'check-stock-location', {
      product_detail_id: held.productId,
      size: held.size,
      qty: 1,
    })
    expect(stock.status).toBe(200)
    expect(stock.body.showrooms).toEqual([])
  })

  test('taking more than a showroom holds takes nothing, however often it is tried', async () => {
    const held = await heldSize(1)
    const line = held.stock[0]
    if (!line) throw new Error('no stock line')
    const tooMany = {
      ...sizeOf(held),
      showroomId: line.showroomId,
      qty: line.qty + 1,
    }
    expect(await take(tooMany)).toBe(false)
    expect(await take(tooMany)).toBe(false)
    const [row] = await queryRows<{ qty: number }>(
      t.db,
      sql`select qty from stocks where product_size_id = ${held.productSizeId} and showroom_id = ${line.showroomId}`,
    )
    expect(Number(row?.qty)).toBe(line.qty)
  })

  test('two buyers of the last unit: one gets it, the other is refused', async () => {
    const held = await heldSize(2)
    const line = held.stock[0]
    if (!line) throw new Error('no stock line')
    const target = { ...sizeOf(held), showroomId: line.showroomId }
    await t.app.catalogueWrites.setStock({ ...target, qty: 1 })
    const results = await Promise.all([take({ ...target, qty: 1 }), take({ ...target, qty: 1 })])
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  test('stock put back makes a sold-out size available again', async () => {
    const held = await heldSize(3)
    for (const line of held.stock)
      await t.app.catalogueWrites.setStock({ productSizeId: held.productSizeId, ...line, qty: 0 })
    expect(availability((await productAnswer(held.productId)).sizes, held.size)).toBe(0)
    const first = held.stock[0]
    if (!first) throw new Error('no stock line')
    await t.app.catalogueWrites.putBackStock({
      productSizeId: held.productSizeId,
      showroomId: first.showroomId,
      qty: 2,
    })
    expect(availability((await productAnswer(held.productId)).sizes, held.size)).toBe(1)
  })

  test('a failed write transaction changes nothing and keeps the cached answers', async () => {
    const held = await heldSize(4)
    const before = await productAnswer(held.productId)
    const line = held.stock[0]
    if (!line) throw new Error('no stock line')
    await expect(
      t.app.catalogueWrites.transaction(async (writer) => {
        await writer.takeStocks([{ ...sizeOf(held), ...line }])
        throw new Error('payment refused')
      }),
    ).rejects.toThrow('payment refused')
    expect((await productAnswer(held.productId)).etag).toBe(before.etag)
  })
})
