import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import {
  auditLog,
  orderLines,
  orderRefunds,
  orderReturnLines,
  orderReturns,
  orders,
  showrooms,
} from '@store/db/schema'
import type { ReturnReason, ReturnState } from '@store/contract/returns'

export interface ReturnFilter {
  state?: ReturnState | undefined
  reason?: ReturnReason | undefined
  showroomId?: number | undefined
  /** A SHOWROOM account's showrooms: only returns brought there. */
  showroomIds?: readonly number[] | undefined
  since?: Date | undefined
  until?: Date | undefined
  /** A return or an order reference. */
  ref?: string | undefined
  orderId?: number | undefined
  returnRef?: string | undefined
}

const whereOf = (filter: ReturnFilter): SQL | undefined =>
  and(
    filter.state ? eq(orderReturns.state, filter.state) : undefined,
    filter.reason
      ? sql`exists (select 1 from ${orderReturnLines} where ${orderReturnLines.returnId} = ${orderReturns.id} and ${orderReturnLines.reason} = ${filter.reason})`
      : undefined,
    filter.showroomId ? eq(orderReturns.showroomId, filter.showroomId) : undefined,
    filter.showroomIds ? inArray(orderReturns.showroomId, [...filter.showroomIds, 0]) : undefined,
    filter.since ? gte(orderReturns.createdAt, filter.since) : undefined,
    filter.until ? lt(orderReturns.createdAt, filter.until) : undefined,
    filter.ref
      ? or(eq(orderReturns.returnRef, filter.ref.toUpperCase()), eq(orders.trxRef, filter.ref))
      : undefined,
    filter.orderId ? eq(orderReturns.orderId, filter.orderId) : undefined,
    filter.returnRef ? eq(orderReturns.returnRef, filter.returnRef) : undefined,
  )

const returnRows = (db: Executor) =>
  db
    .select({
      row: orderReturns,
      trxRef: orders.trxRef,
      buyerName: orders.buyerName,
      showroom: showrooms,
      refundAmount: orderRefunds.amount,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(showrooms, eq(showrooms.id, orderReturns.showroomId))
    .leftJoin(orderRefunds, eq(orderRefunds.id, orderReturns.refundId))
export type ReturnViewRow = Awaited<ReturnType<ReturnType<typeof returnRows>['where']>>[number]

/** Returns matching the filter, newest first, and how many there are. */
export async function findReturns(
  db: Executor,
  filter: ReturnFilter,
  page: { limit: number; offset: number } = { limit: 100, offset: 0 },
) {
  const where = whereOf(filter)
  const [rows, [total]] = await Promise.all([
    returnRows(db)
      .where(where)
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** The lines of some returns, with what their order lines were. */
export const listLinesOfReturns = (db: Executor, returnIds: readonly number[]) =>
  db
    .select({ line: orderReturnLines, orderLine: orderLines })
    .from(orderReturnLines)
    .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
    .where(inArray(orderReturnLines.returnId, [...returnIds, 0]))
    .orderBy(asc(orderReturnLines.id))

/** The audit lines of a return, oldest first: its timeline. */
export const listReturnAudit = (db: Executor, returnRef: string) =>
  db
    .select({
      at: auditLog.createdAt,
      actor: auditLog.actor,
      action: auditLog.action,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'return'), eq(auditLog.entityId, returnRef)))
    .orderBy(asc(auditLog.id))
