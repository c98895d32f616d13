import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '@store/db/client'
import type { Cart } from '@store/contract/cart'
import { getJson, postJson } from '../../test/inject'
import { queryRows } from '../../test/sql'

/** Test helpers for the cart calls: a fresh device per test and sized products to add. */
export const newDevice = () => `test-${crypto.randomUUID()}`

export interface SizedProduct {
  productId: number
  size: string
  productSizeId: number
}

/** Active products with at least two sizes, each size held by some showroom. */
export async function sizedProducts(db: Db, count: number, where = sql`true`) {
  const rows = await queryRows<{ product_id: number; size_code: string; id: number }>(
    db,
    sql`select ps.product_id, ps.size_code, ps.id from product_sizes ps
        join products p on p.id = ps.product_id and p.is_active
        where ${where} and exists (select 1 from stocks s where s.product_size_id = ps.id and s.qty > 1)
        order by ps.product_id, ps.sort_order limit ${count}`,
  )
  return rows.map((row) => ({
    productId: Number(row.product_id),
    size: row.size_code,
    productSizeId: Number(row.id),
  }))
}

/** Sets what one showroom holds of a size and empties the rest, so the cap is exactly `qty`. */
export async function setStock(db: Db, productSizeId: number, qty: number) {
  await db.execute(sql`update stocks set qty = 0 where product_size_id = ${productSizeId}`)
  await db.execute(sql`insert into stocks (product_size_id, showroom_id, qty) values (${productSizeId}, 1, ${qty})
      on conflict (product_size_id, showroom_id) do update set qty = excluded.qty`)
}

export function cartCalls(app: FastifyInstance) {
  const line = (device: string, item: SizedProduct) => ({
    local_device_id: device,
    product_detail_id: item.productId,
    size: item.size,
  })
  return {
    line,
    get: async (device: string) =>
      (await getJson<{ cart: Cart }>(app, 'cart', { local_device_id: device })).body.cart,
    add: (device: string, item: SizedProduct, qty = 1) =>
      postJson(app, 'cart', { ...line(device, item), qty }),
    increment: (device: string, item: SizedProduct) =>
      postJson(app, 'cart-item-increment-qty', { ...line(device, item), qty: 1 }),
    decrement: (device: string, item: SizedProduct) =>
      postJson(app, 'cart-item-decrement-qty', { ...line(device, item), qty: 1 }),
    remove: async (device: string, item: SizedProduct) => {
      const query = new URLSearchParams({
        ...line(device, item),
        product_detail_id: String(item.productId),
      })
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/cart-item-remove?${query.toString()}`,
      })
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() }
    },
  }
}
