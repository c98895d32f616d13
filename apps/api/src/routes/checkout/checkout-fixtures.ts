import { sql } from 'drizzle-orm'
import type { Db } from '@store/db/client'
import { queryRows } from '../../test/sql'
import type { SizedProduct } from '../cart/cart-fixtures'

/** Seeded showrooms the tests lean on: 1 is the Jakarta hub (CGK), 2 a showroom that is not a hub. */
export const HUB_ID = 1
export const SHOWROOM_ID = 2
/** A district of Bandung: a courier destination away from the Jakarta hub. */
export const BANDUNG_DISTRICT = 327301

/** Exactly these showrooms hold the size; every other showroom holds none. */
export async function stockAt(db: Db, item: SizedProduct, held: Record<number, number>) {
  await db.execute(sql`update stocks set qty = 0 where product_size_id = ${item.productSizeId}`)
  for (const [showroomId, qty] of Object.entries(held)) {
    await db.execute(sql`insert into stocks (product_size_id, showroom_id, qty)
      values (${item.productSizeId}, ${Number(showroomId)}, ${qty})
      on conflict (product_size_id, showroom_id) do update set qty = excluded.qty`)
  }
}

export async function heldAt(db: Db, item: SizedProduct, showroomId: number) {
  const [row] = await queryRows<{ qty: number }>(
    db,
    sql`select qty from stocks where product_size_id = ${item.productSizeId} and showroom_id = ${showroomId}`,
  )
  return Number(row?.qty ?? 0)
}
