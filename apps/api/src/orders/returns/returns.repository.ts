import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import {
  orderLines,
  orderReturnLines,
  orderReturns,
  orders,
  productSizes,
  stocks,
} from '@store/db/schema'
import type { BankDetails, ReturnState } from '@store/contract/returns'

export type ReturnRow = typeof orderReturns.$inferSelect
export type ReturnLineRow = typeof orderReturnLines.$inferSelect

/** The audit log names a return by its reference. */
export const RETURN_AUDIT_ENTITY = 'return'

export async function findReturnByKey(db: Executor, orderId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.requestKey, requestKey)))
  return row ?? null
}

export async function findReturnByRef(db: Executor, returnRef: string) {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.returnRef, returnRef))
  return row ?? null
}

/** The return, locked until the transaction ends: two staff moves decide one after the other. */
export async function lockReturn(tx: Transaction, returnRef: string) {
  const [row] = await tx
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.returnRef, returnRef))
    .for('update')
  return row ?? null
}

export const listReturnLines = (db: Executor, returnId: number) =>
  db
    .select({ line: orderReturnLines, orderLine: orderLines })
    .from(orderReturnLines)
    .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
    .where(eq(orderReturnLines.returnId, returnId))
    .orderBy(asc(orderReturnLines.id))

export const listOrderReturns = (db: Executor, orderId: number) =>
  db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.id))

/**
 * Per order line, the units of the order's returns other than `exceptId`:
 * `taken` counts every unit asked for and not refused (open or done), `open`
 * whether a request for it is still open, and `refunded` the units received
 * by a return whose refund is recorded.
 */
export async function returnedUnits(db: Executor, orderId: number, exceptId = 0) {
  const rows = await db
    .select({
      orderLineId: orderReturnLines.orderLineId,
      taken: sql<number>`sum(${orderReturnLines.qty})`.mapWith(Number),
      open: sql<boolean>`bool_or(${orderReturnLines.open})`.mapWith(Boolean),
      refunded: sql<number>`coalesce(sum(${orderReturnLines.receivedQty})
        filter (where ${orderReturns.refundId} is not null), 0)`.mapWith(Number),
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(
      and(
        eq(orderReturns.orderId, orderId),
        ne(orderReturns.state, 'REFUSED'),
        ne(orderReturns.id, exceptId),
      ),
    )
    .groupBy(orderReturnLines.orderLineId)
  return new Map(rows.map((row) => [row.orderLineId, row]))
}

/** The size of a product named by its code, for an exchange: null when the product has no such size. */
export async function findProductSize(db: Executor, productId: number, sizeCode: string) {
  const [row] = await db
    .select({ id: productSizes.id, sizeCode: productSizes.sizeCode })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.sizeCode, sizeCode)))
  return row ?? null
}

export async function insertReturn(tx: Transaction, row: typeof orderReturns.$inferInsert) {
  const [inserted] = await tx.insert(orderReturns).values(row).returning()
  if (!inserted) throw new Error('the return row was not written')
  return inserted
}

export const insertReturnLines = (
  tx: Transaction,
  lines: (typeof orderReturnLines.$inferInsert)[],
) => tx.insert(orderReturnLines).values(lines).returning()

/**
 * Moves a return from one state to the next, and only if it still is in
 * `from`: of two staff at once, the second finds it moved and is told what
 * it became. Answers the row as moved, or null.
 */
export async function moveReturn(
  tx: Executor,
  id: number,
  from: ReturnState,
  to: ReturnState,
  changes: Partial<typeof orderReturns.$inferInsert> & { updatedAt: Date },
) {
  const [moved] = await tx
    .update(orderReturns)
    .set({ ...changes, state: to })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.state, from)))
    .returning()
  return moved ?? null
}

export async function updateReturnLine(
  tx: Executor,
  id: number,
  changes: Partial<typeof orderReturnLines.$inferInsert>,
) {
  await tx.update(orderReturnLines).set(changes).where(eq(orderReturnLines.id, id))
}

/** A refused or finished return no longer holds its lines: they may be asked for again. */
export async function closeReturnLines(tx: Executor, returnId: number) {
  await tx
    .update(orderReturnLines)
    .set({ open: false })
    .where(eq(orderReturnLines.returnId, returnId))
}

/** Exchanges whose held sizes were not shipped by `now`, oldest first. */
export const listOverdueHolds = (db: Executor, now: Date, limit: number) =>
  db
    .select({ returnRef: orderReturns.returnRef })
    .from(orderReturns)
    .where(
      and(
        sql`${orderReturns.holdUntil} <= ${now}`,
        inArray(orderReturns.state, ['REQUESTED', 'APPROVED', 'RECEIVED', 'RESTOCKED']),
      ),
    )
    .orderBy(asc(orderReturns.holdUntil))
    .limit(limit)

/** The showroom that shipped the order: an exchange's sizes are held and sent from there. */
export async function findOrderShowroom(db: Executor, orderId: number) {
  const [row] = await db
    .select({ showroomId: orders.showroomId })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!row) throw new Error(`no order ${orderId}`)
  return row.showroomId
}

/** An exchange becomes a refund, its hold ended; bank details given now replace those before. */
export async function setReturnWish(tx: Executor, id: number, now: Date, bank?: BankDetails) {
  const [row] = await tx
    .update(orderReturns)
    .set({
      wish: 'REFUND',
      holdUntil: null,
      updatedAt: now,
      ...(bank && {
        bankName: bank.bank_name,
        bankAccount: bank.account_number,
        bankHolder: bank.account_holder,
      }),
    })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.wish, 'EXCHANGE')))
    .returning()
  if (!row) throw new Error(`return ${id} was not an exchange`)
  return row
}

/** Links the refund recorded for a return to it. */
export async function setReturnRefund(tx: Executor, id: number, refundId: number) {
  await tx.update(orderReturns).set({ refundId }).where(eq(orderReturns.id, id))
}

export async function clearHold(tx: Executor, id: number) {
  await tx.update(orderReturns).set({ holdUntil: null }).where(eq(orderReturns.id, id))
}

/** The sizes of some products a showroom holds now, in the products' size order. */
export const listSizesInStock = (db: Executor, productIds: readonly number[], showroomId: number) =>
  db
    .select({ productId: productSizes.productId, sizeCode: productSizes.sizeCode })
    .from(productSizes)
    .innerJoin(
      stocks,
      and(eq(stocks.productSizeId, productSizes.id), eq(stocks.showroomId, showroomId)),
    )
    .where(and(inArray(productSizes.productId, [...productIds, 0]), sql`${stocks.qty} > 0`))
    .orderBy(asc(productSizes.productId), asc(productSizes.sortOrder))

/** An order by its number, or by its reference (a guest's link). */
export async function findOrderRow(db: Executor, wanted: { id: number } | { trxRef: string }) {
  const [row] = await db
    .select()
    .from(orders)
    .where('id' in wanted ? eq(orders.id, wanted.id) : eq(orders.trxRef, wanted.trxRef))
  return row ?? null
}
