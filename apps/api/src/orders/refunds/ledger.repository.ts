import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '@store/db/client'
import { orderRefunds, orders, staff } from '@store/db/schema'
import type { RefundStatus } from '@store/contract/admin/refunds'

export interface LedgerFilter {
  status?: RefundStatus | undefined
  channel?: string | undefined
  /** Recorded from this instant, included, to `until`, excluded. */
  since?: Date | undefined
  until?: Date | undefined
}

const recorder = alias(staff, 'recorder')
const payer = alias(staff, 'payer')

const whereOf = (filter: LedgerFilter, id?: number) =>
  and(
    id === undefined ? undefined : eq(orderRefunds.id, id),
    filter.status === 'OWED' ? isNull(orderRefunds.settledAt) : undefined,
    filter.status === 'PAID' ? isNotNull(orderRefunds.settledAt) : undefined,
    filter.channel ? eq(orderRefunds.channel, filter.channel) : undefined,
    filter.since ? gte(orderRefunds.createdAt, filter.since) : undefined,
    filter.until ? lt(orderRefunds.createdAt, filter.until) : undefined,
  )

function ledgerRows(db: Executor) {
  return db
    .select({
      refund: orderRefunds,
      trxRef: orders.trxRef,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      language: orders.language,
      recordedBy: recorder.email,
      paidBy: payer.email,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .leftJoin(recorder, eq(recorder.id, orderRefunds.staffId))
    .leftJoin(payer, eq(payer.id, orderRefunds.paidByStaffId))
}
export type LedgerRow = Awaited<ReturnType<ReturnType<typeof ledgerRows>['where']>>[number]

/** One page of the ledger, newest first, with how many refunds and how much the filter holds. */
export async function listLedger(
  db: Executor,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter)
  const [rows, [totals]] = await Promise.all([
    ledgerRows(db)
      .where(where)
      .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        amount: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)`.mapWith(Number),
      })
      .from(orderRefunds)
      .where(where),
  ])
  return { rows, total: totals?.total ?? 0, amount: totals?.amount ?? 0 }
}

export async function findLedgerRefund(db: Executor, id: number): Promise<LedgerRow | null> {
  const [row] = await ledgerRows(db).where(whereOf({}, id))
  return row ?? null
}

/** The payment channels refunds were recorded with, for the filter. */
export async function listRefundChannels(db: Executor) {
  const rows = await db
    .selectDistinct({ channel: orderRefunds.channel })
    .from(orderRefunds)
    .where(isNotNull(orderRefunds.channel))
    .orderBy(orderRefunds.channel)
  return rows.flatMap((row) => (row.channel ? [row.channel] : []))
}

/** Marks an owed refund paid, only while it is owed: false when someone else marked it first. */
export async function settleRefund(
  db: Executor,
  id: number,
  paid: { transferRef: string; staffId: number; now: Date },
) {
  const [row] = await db
    .update(orderRefunds)
    .set({ settledAt: paid.now, transferRef: paid.transferRef, paidByStaffId: paid.staffId })
    .where(and(eq(orderRefunds.id, id), isNull(orderRefunds.settledAt)))
    .returning({ id: orderRefunds.id })
  return row !== undefined
}
