import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { auditLog, orderEvents, orderNotes } from '@store/db/schema'
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
