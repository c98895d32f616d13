import { sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { fitNote } from '@store/contract/fit'
import type { FitNote } from '@store/contract/fit'
import { PAID_TRX_STATUSES } from '@store/contract/order-status'
import { sqlRows } from '../../lib/sql-rows'

const paidStatuses = sql.join(
  PAID_TRX_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/**
 * What buyers' returns say of one product's fit (decision 096): every unit
 * sent back as too small or too large, whatever became of the request (a
 * refused one still tells how the size fitted), against the units sold.
 */
export async function loadFitNote(db: Executor, productId: number): Promise<FitNote> {
  const [returned] = await sqlRows<{ small: unknown; large: unknown }>(
    db,
    sql`select coalesce(sum(rl.qty) filter (where rl.reason = 'too_small'), 0) as small,
          coalesce(sum(rl.qty) filter (where rl.reason = 'too_large'), 0) as large
        from order_return_lines rl join order_lines l on l.id = rl.order_line_id
        where l.product_id = ${productId} and rl.reason in ('too_small', 'too_large')`,
  )
  const small = Number(returned?.small ?? 0)
  const large = Number(returned?.large ?? 0)
  if (small + large === 0) return null
  const [sold] = await sqlRows<{ units: unknown }>(
    db,
    sql`select coalesce(sum(l.qty - l.cancelled_qty), 0) as units
        from order_lines l join orders o on o.id = l.order_id
        where l.product_id = ${productId} and o.status in (${paidStatuses})`,
  )
  return fitNote({ small, large, sold: Number(sold?.units ?? 0) })
}
