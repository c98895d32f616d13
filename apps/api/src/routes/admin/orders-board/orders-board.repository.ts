import { and, asc, count, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { orders, showrooms } from '@store/db/schema'
import {
  HISTORY_STATUSES,
  OPEN_STATUSES,
  boardWhere,
  boundsHistory,
  groupOfRow,
  paymentStateOfRow,
} from './board-where.repository'
import type { BoardFilter } from './board-where.repository'

/** Where a page ends: the created_at of its last order in microseconds, and its id. */
export interface BoardCursor {
  micros: string
  id: number
}

export const readCursor = (text: string | undefined): BoardCursor | undefined => {
  if (!text) return undefined
  const [micros = '0', id = '0'] = text.split('.')
  return { micros, id: Number(id) }
}

/**
 * One page of the board, newest first, in one query (the showroom's name inside it):
 * keyset paging on (created_at, id), so a later page costs what the first
 * does, on the index orders_created_idx or orders_status_created_idx.
 */
export async function listBoardPage(
  db: Executor,
  filter: BoardFilter,
  cursor: BoardCursor | undefined,
  limit: number,
) {
  const after = cursor
    ? sql`(${orders.createdAt}, ${orders.id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id})`
    : undefined
  const rows = await db
    .select({
      id: orders.id,
      trxRef: orders.trxRef,
      createdAt: orders.createdAt,
      createdMicros: sql<string>`(extract(epoch from ${orders.createdAt}) * 1000000)::bigint::text`,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      userId: orders.userId,
      shippingType: orders.shippingType,
      // A scalar subquery, run for the page's rows only: a join lets the planner sort every order.
      showroomName: sql<string>`(select ${showrooms.showroomName} from ${showrooms} where ${showrooms.id} = ${orders.showroomId})`,
      shippingCourier: orders.shippingCourier,
      shippingServiceName: orders.shippingServiceName,
      status: orders.status,
      group: groupOfRow,
      grandTotal: orders.grandTotal,
      paymentChannel: orders.paymentChannel,
      paymentState: paymentStateOfRow,
      noResi: orders.noResi,
      attention: orders.attention,
    })
    .from(orders)
    .where(and(boardWhere(filter), after))
    // NULLS LAST as migration 0013 built the indexes: a plain DESC (nulls first) would not use them.
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(limit + 1)
  const last = rows.length > limit ? rows[limit - 1] : undefined
  return {
    rows: rows.slice(0, limit),
    next: last ? `${last.createdMicros}.${last.id}` : null,
  }
}
export type BoardRow = Awaited<ReturnType<typeof listBoardPage>>['rows'][number]

/**
 * Orders per group for the filter (its status and group left out by the
 * caller). The open statuses are read through orders_status_created_idx, so
 * they cost what the open orders do; completed and closed orders, which only
 * grow, are counted only when a first day or a search bounds them
 * (docs/decisions/052). A group not counted is absent from the answer.
 */
export async function countBoardGroups(db: Executor, filter: BoardFilter) {
  const statuses = boundsHistory(filter) ? [...OPEN_STATUSES, ...HISTORY_STATUSES] : OPEN_STATUSES
  return db
    .select({ group: groupOfRow, count: count() })
    .from(orders)
    .where(and(boardWhere(filter), inArray(orders.status, statuses)))
    .groupBy(groupOfRow)
}

/** Orders flagged for a person among the filter's (docs/decisions/050). */
export async function countAttention(db: Executor, filter: BoardFilter) {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(boardWhere(filter), isNotNull(orders.attention)))
  return row?.count ?? 0
}

/** The showrooms an account may filter by: all, or a SHOWROOM account's own. */
export async function listBoardShowrooms(db: Executor, scope: readonly number[] | undefined) {
  return db
    .select({ id: showrooms.id, name: showrooms.showroomName })
    .from(showrooms)
    .where(scope ? inArray(showrooms.id, [...scope]) : undefined)
    .orderBy(asc(showrooms.showroomName))
}
