import { sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { LOW_STOCK_UNITS } from '@store/contract/admin/dashboard'
import { sqlRows } from '../lib/sql-rows'
import type { Span } from './figures.repository'
import { paidIn } from './figures.repository'

/**
 * Per showroom: units its paid orders of the span took, the units it holds
 * now, and how many sizes on sale it holds only 1 to LOW_STOCK_UNITS of.
 * Active showrooms, and any other that sold in the span.
 */
export async function listShowroomStockFigures(db: Executor, span: Span) {
  const rows = await sqlRows<{
    id: number
    name: string
    sold: unknown
    held: unknown
    low: unknown
  }>(
    db,
    sql`select s.id, s.showroom_name as name, coalesce(sold.units, 0) as sold,
          coalesce(held.units, 0) as held, coalesce(held.low, 0) as low
        from showrooms s
        left join (
          select o.showroom_id, sum(l.qty) as units
          from order_lines l join orders o on o.id = l.order_id
          where ${paidIn(span)} group by o.showroom_id
        ) sold on sold.showroom_id = s.id
        left join (
          select st.showroom_id, sum(st.qty) as units,
            count(*) filter (where st.qty between 1 and ${LOW_STOCK_UNITS}
              and ps.is_available and p.is_active) as low
          from stocks st
          join product_sizes ps on ps.id = st.product_size_id
          join products p on p.id = ps.product_id
          group by st.showroom_id
        ) held on held.showroom_id = s.id
        where s.is_active or coalesce(sold.units, 0) > 0
        order by s.sort_order, s.id`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    sold: Number(row.sold),
    held: Number(row.held),
    low: Number(row.low),
  }))
}

/** Carts shoppers started in the span (a guest's cart pruned since is no longer counted). */
export async function countCartsCreated(db: Executor, { since, until }: Span) {
  const [row] = await sqlRows<{ carts: unknown }>(
    db,
    sql`select count(*) as carts from carts where created_at >= ${since} and created_at < ${until}`,
  )
  return Number(row?.carts ?? 0)
}
