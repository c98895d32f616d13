import { sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { TOP_LIST_LENGTH } from '@store/contract/admin/dashboard'
import { PAID_TRX_STATUSES } from '@store/contract/order-status'
import type { TrxStatus } from '@store/contract/order-status'
import { WIB_OFFSET_MS } from '@store/contract/format/wib'
import { sqlRows } from '../lib/sql-rows'

/** [since, until): instants, the start of the first WIB day and of the day after the last. */
export interface Span {
  since: Date
  until: Date
}

/** Seconds WIB runs ahead of UTC (no daylight saving), to cut days without a time zone table. */
const WIB_SECONDS = WIB_OFFSET_MS / 1000

const paidStatuses = sql.join(
  PAID_TRX_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/**
 * A sale is an order paid in the span that is still paid (not cancelled
 * since), counted on the WIB day of its payment.
 */
export const paidIn = ({ since, until }: Span, alias = sql`o`) =>
  sql`${alias}.paid_at >= ${since} and ${alias}.paid_at < ${until} and ${alias}.status in (${paidStatuses})`

/**
 * What an order brought in: its grand total less the refunds paid on it
 * (decision 079); a refund still owed has not left the shop yet.
 */
const netOf = (alias = sql`o`) =>
  sql`${alias}.grand_total - coalesce((select sum(r.amount) from order_refunds r
        where r.order_id = ${alias}.id and r.settled_at is not null), 0)`

/** Paid orders and revenue per WIB day, numbered as days since 1970-01-01 WIB. */
export async function sumSalesByDay(db: Executor, span: Span) {
  const rows = await sqlRows<{ day_no: unknown; orders: unknown; revenue: unknown }>(
    db,
    sql`select floor((extract(epoch from o.paid_at) + ${WIB_SECONDS}) / 86400)::int as day_no,
          count(*) as orders, coalesce(sum(${netOf()}), 0) as revenue
        from orders o where ${paidIn(span)} group by 1`,
  )
  return rows.map((row) => ({
    dayNo: Number(row.day_no),
    orders: Number(row.orders),
    revenue: Number(row.revenue),
  }))
}

/** Orders placed in the span, by the status they have now. */
export async function countOrdersByStatus(db: Executor, { since, until }: Span) {
  const rows = await sqlRows<{ status: TrxStatus; orders: unknown }>(
    db,
    sql`select status, count(*) as orders from orders
        where created_at >= ${since} and created_at < ${until} group by status`,
  )
  return rows.map((row) => ({ status: row.status, orders: Number(row.orders) }))
}

/** The best-selling products or sizes of the span's sales, by units then revenue. */
export async function listTopSellers(db: Executor, span: Span, by: 'product' | 'size') {
  const key = by === 'product' ? sql`l.product_id` : sql`l.size_code`
  const rows = await sqlRows<{ key: unknown; name: string; units: unknown; revenue: unknown }>(
    db,
    sql`select ${key} as key, max(l.product_name) as name,
          sum(l.qty) as units, sum(l.subtotal) as revenue
        from order_lines l join orders o on o.id = l.order_id
        where ${paidIn(span)}
        group by ${key} order by units desc, revenue desc, key asc limit ${TOP_LIST_LENGTH}`,
  )
  return rows.map((row) => ({
    key: String(row.key),
    name: row.name,
    units: Number(row.units),
    revenue: Number(row.revenue),
  }))
}

/** Paid orders and revenue of the span's sales, grouped by shipping type or payment channel. */
export async function sumSalesBy(db: Executor, span: Span, by: 'shipping' | 'channel') {
  const key = by === 'shipping' ? sql`o.shipping_type` : sql`o.payment_channel`
  const rows = await sqlRows<{ key: string | null; orders: unknown; revenue: unknown }>(
    db,
    sql`select ${key} as key, count(*) as orders, coalesce(sum(${netOf()}), 0) as revenue
        from orders o where ${paidIn(span)} group by ${key} order by orders desc, revenue desc`,
  )
  return rows.map((row) => ({
    key: row.key,
    orders: Number(row.orders),
    revenue: Number(row.revenue),
  }))
}
