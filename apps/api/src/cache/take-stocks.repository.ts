import { sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { CATALOGUE_CHANNEL } from '@store/db/change-feed'
import { sqlRows } from '../lib/sql-rows'

/** Units of one size to take from one showroom, with the product the size belongs to. */
export interface ProductStockLine {
  productId: number
  productSizeId: number
  showroomId: number
  qty: number
}

/** One line per cell: a cart holds a size once, but two lines of one cell must not be taken apart. */
function byCell(lines: readonly ProductStockLine[]) {
  const cells = new Map<string, ProductStockLine>()
  for (const line of lines) {
    const key = `${line.productSizeId}:${line.showroomId}`
    const held = cells.get(key)
    cells.set(key, held ? { ...held, qty: held.qty + line.qty } : { ...line })
  }
  return [...cells.values()]
}

/**
 * Takes every line's units in one statement, or none of them, and announces
 * the change (`payload`, delivered on commit) in the same statement. The
 * cells are locked in size order, so two buyers of the same sizes cannot
 * deadlock; the take is decided on the locked rows, so no unit is sold twice;
 * a line whose size is not the product's own finds no row and is refused.
 * The update itself tests no quantity: it would test the row as the
 * statement first saw it, before the lock, and refuse units a restock just
 * brought (stocks_qty_not_negative still guards the column).
 * Its rows stay locked until commit, which should follow at once.
 */
export async function takeStocksAtOnce(
  tx: Executor,
  lines: readonly ProductStockLine[],
  payload: string,
): Promise<boolean> {
  const cells = byCell(lines)
  if (cells.length === 0) return true
  const wanted = sql.join(
    cells.map(
      (cell) =>
        sql`(${cell.productId}::int, ${cell.productSizeId}::int, ${cell.showroomId}::int, ${cell.qty}::int)`,
    ),
    sql`, `,
  )
  const [row] = await sqlRows<{ taken: number }>(
    tx,
    sql`with wanted (product_id, product_size_id, showroom_id, qty) as (values ${wanted}),
      locked as materialized (
        select s.product_size_id, s.showroom_id, s.qty >= w.qty as enough
        from stocks s
        join wanted w on w.product_size_id = s.product_size_id and w.showroom_id = s.showroom_id
        join product_sizes ps on ps.id = s.product_size_id and ps.product_id = w.product_id
        order by s.product_size_id, s.showroom_id
        for update of s
      ),
      taken as (
        update stocks s set qty = s.qty - w.qty
        from wanted w
        where s.product_size_id = w.product_size_id and s.showroom_id = w.showroom_id
          and (select count(*) from locked where enough) = ${cells.length}
        returning s.product_size_id
      ),
      counted as (select count(*)::int as taken from taken),
      announced as (
        select pg_notify(${CATALOGUE_CHANNEL}, ${payload}) from counted where taken = ${cells.length}
      )
      select taken, (select count(*) from announced)::int as announced from counted`,
  )
  return row?.taken === cells.length
}
