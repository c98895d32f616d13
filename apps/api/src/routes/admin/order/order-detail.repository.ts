import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { auditLog, orderEvents, orderNotes, products } from '@store/db/schema'
import { ORDER_AUDIT_ENTITY } from '../../../orders/order.repository'

export function listOrderEvents(db: Executor, orderId: number) {
  return db
    .select({
      kind: orderEvents.kind,
      createdAt: orderEvents.createdAt,
      sentAt: orderEvents.sentAt,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id))
}

export function listOrderAudit(db: Executor, trxRef: string) {
  return db
    .select({
      actor: auditLog.actor,
      action: auditLog.action,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, ORDER_AUDIT_ENTITY), eq(auditLog.entityId, trxRef)))
    .orderBy(asc(auditLog.id))
}

export function listOrderNotes(db: Executor, orderId: number) {
  return db
    .select({
      id: orderNotes.id,
      actor: orderNotes.actor,
      body: orderNotes.body,
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id))
}

/** Each product's code, for the packing slip; a line keeps its product's id even when renamed. */
export async function listProductCodes(db: Executor, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, string>()
  const rows = await db
    .select({ id: products.id, code: products.productCode })
    .from(products)
    .where(inArray(products.id, [...productIds]))
  return new Map(rows.map((row) => [row.id, row.code]))
}
