import { sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { RETURN_FIGURES_PRODUCTS } from '@store/contract/admin/return-figures'
import type { ReturnReason } from '@store/contract/returns'
import { sqlRows } from '../lib/sql-rows'
import { paidIn } from './figures.repository'
import type { Span } from './figures.repository'

export interface UnitRow {
  sold: number
  returned: number
  exchanged: number
  tooSmall: number
  tooLarge: number
}

/**
 * Each line of the span's sales with what was asked back of it: the units of
 * every return not refused, exchanges apart, and the fit reasons.
 */
const cohortLines = (span: Span) => sql`
  select l.product_id, l.product_name, l.size_code, l.qty - l.cancelled_qty as sold,
    coalesce(back.returned, 0) as returned, coalesce(back.exchanged, 0) as exchanged,
    coalesce(back.too_small, 0) as too_small, coalesce(back.too_large, 0) as too_large
  from order_lines l join orders o on o.id = l.order_id
  left join (
    select rl.order_line_id, sum(rl.qty) as returned,
      sum(rl.qty) filter (where r.wish = 'EXCHANGE') as exchanged,
      sum(rl.qty) filter (where rl.reason = 'too_small') as too_small,
      sum(rl.qty) filter (where rl.reason = 'too_large') as too_large
    from order_return_lines rl join order_returns r on r.id = rl.return_id
    where r.state <> 'REFUSED' group by rl.order_line_id
  ) back on back.order_line_id = l.id
  where ${paidIn(span)}`

type Summed = {
  sold: unknown
  returned: unknown
  exchanged: unknown
  small: unknown
  large: unknown
}
const sums = sql`sum(c.sold) as sold, sum(c.returned) as returned, sum(c.exchanged) as exchanged,
  sum(c.too_small) as small, sum(c.too_large) as large`
const toUnits = (row: Summed | undefined): UnitRow => ({
  sold: Number(row?.sold ?? 0),
  returned: Number(row?.returned ?? 0),
  exchanged: Number(row?.exchanged ?? 0),
  tooSmall: Number(row?.small ?? 0),
  tooLarge: Number(row?.large ?? 0),
})

/** The span's units sold and asked back, in all. */
export async function sumReturnedUnits(db: Executor, span: Span): Promise<UnitRow> {
  const [row] = await sqlRows<Summed>(db, sql`select ${sums} from (${cohortLines(span)}) c`)
  return toUnits(row)
}

/** The products most asked back of the span's sales, with every size they sold in. */
export async function listReturnedProducts(db: Executor, span: Span) {
  const rows = await sqlRows<Summed & { product_id: unknown; name: string; size_code: string }>(
    db,
    sql`with c as (${cohortLines(span)}),
        top as (select product_id from c group by product_id having sum(returned) > 0
          order by sum(returned) desc, product_id limit ${RETURN_FIGURES_PRODUCTS})
        select c.product_id, max(c.product_name) as name, c.size_code, ${sums}
        from c join top using (product_id) group by c.product_id, c.size_code
        order by c.product_id, c.size_code`,
  )
  return rows.map((row) => ({
    productId: Number(row.product_id),
    name: row.name,
    sizeCode: row.size_code,
    ...toUnits(row),
  }))
}

/** Units asked back of the span's sales, by reason. */
export async function sumReturnReasons(db: Executor, span: Span) {
  const rows = await sqlRows<{ reason: ReturnReason; units: unknown }>(
    db,
    sql`select rl.reason, sum(rl.qty) as units
        from order_return_lines rl join order_returns r on r.id = rl.return_id
        join order_lines l on l.id = rl.order_line_id join orders o on o.id = l.order_id
        where r.state <> 'REFUSED' and ${paidIn(span)}
        group by rl.reason`,
  )
  return rows.map((row) => ({ reason: row.reason, units: Number(row.units) }))
}
