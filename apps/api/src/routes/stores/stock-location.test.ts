import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { MESSAGES } from '@store/contract/messages'
import type {
  Showroom,
  ShowroomRegion,
  ShowroomRegionWithShowrooms,
} from '@store/contract/showrooms'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson, postJson } from '../../test/inject'
import { queryRows } from '../../test/sql'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

type StockAnswer = { showrooms: Showroom[]; showroom_regions: ShowroomRegion[] }
const check = (payload: unknown) => postJson<StockAnswer>(t.app, 'check-stock-location', payload)

async function stockedSize() {
  const rows = await queryRows<{
    product_id: number
    size_code: string
    showrooms: number
    max_qty: number
  }>(
    t.db,
    sql`
    select ps.product_id, ps.size_code, count(*)::int as showrooms, max(s.qty)::int as max_qty
    from product_sizes ps join stocks s on s.product_size_id = ps.id and s.qty > 0
    group by ps.id having count(*) >= 2 order by ps.id limit 1`,
  )
  const row = rows[0]
  if (!row) throw new Error('no stocked size')
  return {
    productId: Number(row.product_id),
    size: row.size_code,
    showrooms: Number(row.showrooms),
    maxQty: Number(row.max_qty),
  }
}

describe('POST check-stock-location', () => {
  test('lists every showroom holding the size, with the regions they belong to', async () => {
    const stocked = await stockedSize()
    const { status, body } = await check({
      product_detail_id: stocked.productId,
      size: stocked.size,
      qty: 1,
    })
    expect(status).toBe(200)
    expect(body.showrooms).toHaveLength(stocked.showrooms)
    const regionIds = new Set(body.showroom_regions.map((region) => region.id))
    expect(body.showrooms.every((showroom) => regionIds.has(showroom.showroom_region_id))).toBe(
      true,
    )
  })

  test('asking for more than any showroom holds finds no location', async () => {
    const stocked = await stockedSize()
    const { body } = await check({
      product_detail_id: stocked.productId,
      size: stocked.size,
      qty: stocked.maxQty + 1,
    })
    expect(body).toEqual({ showrooms: [], showroom_regions: [] })
  })

  test.each([
    [{ size: 'M', qty: 1 }, MESSAGES.itemNotValid],
    [{ product_detail_id: 'x', size: 'M', qty: 1 }, MESSAGES.itemNotValid],
    [{ product_detail_id: 999_999, size: 'M', qty: 1 }, MESSAGES.itemNotValid],
    [{ product_detail_id: 1, qty: 1 }, MESSAGES.chooseSize],
    [{ product_detail_id: 1, size: '', qty: 1 }, MESSAGES.chooseSize],
    [{ product_detail_id: 1, size: 'M', qty: 0 }, MESSAGES.minQtyStock],
    [{ product_detail_id: 1, size: 'M' }, MESSAGES.minQtyStock],
  ])('%j is refused with the spec text %j', async (payload, message) => {
    const { status, body } = await check(payload)
    expect(status).toBe(400)
    expect(body).toEqual({ error: { message } })
  })

  test('a size the product does not come in asks to choose a size', async () => {
    const stocked = await stockedSize()
    const { status, body } = await check({
      product_detail_id: stocked.productId,
      size: 'XXXL',
      qty: 1,
    })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { message: MESSAGES.chooseSize } })
  })
})

describe('GET master/showroom-region', () => {
  test('regions across Indonesia with their showrooms, some of them hubs', async () => {
    const { body } = await getJson<{
      data: { showroom_region_list: ShowroomRegionWithShowrooms[] }
    }>(t.app, 'master/showroom-region', { store_listing: 1 })
    const regions = body.data.showroom_region_list
    expect(regions.length).toBeGreaterThanOrEqual(5)
    const showrooms = regions.flatMap((region) => region.showrooms)
    expect(showrooms.some((showroom) => showroom.is_hub === 1)).toBe(true)
    expect(
      showrooms.every(
        (showroom) =>
          showroom.phone && showroom.address1 && showroom.maps_url.startsWith('https://'),
      ),
    ).toBe(true)
  })
})
