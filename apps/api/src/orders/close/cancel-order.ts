import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { recordAudit } from '../../lib/audit.repository'
import type { AuditActor } from '../../lib/audit.repository'
import { ORDER_AUDIT_ENTITY } from '../order.repository'
import type { OrderRow } from '../order.repository'
import type { PaymentRecord } from '../pay/payment.repository'
import { recordRefundOwed } from '../refunds/refunds.repository'
import { closeOrder } from './close-order'

export const REVERSAL_REASON = 'Faspay reversed the payment.'

type PaidOrder = Pick<OrderRow, 'id' | 'showroomId' | 'grandTotal'>

/**
 * A paid order cancelled (PAID -> CANCELLED): its stock goes back to its
 * showroom through the one stock path, its promo use is released, and the
 * amount paid is recorded as owed (no payment channel here refunds by
 * itself). Conditional on the order still being PAID: false, with nothing
 * done, when it has moved on.
 */
async function cancelPaid(
  writer: CatalogueWriter,
  order: PaidOrder,
  changes: PaymentRecord & { closedAt: Date; cancelReason: string },
  staffId?: number,
): Promise<boolean> {
  if (!(await closeOrder(writer, order, 'PAID', 'CANCELLED', changes))) return false
  await recordRefundOwed(writer.tx, {
    orderId: order.id,
    amount: order.grandTotal,
    reason: changes.cancelReason,
    ...(staffId !== undefined && { staffId }),
  })
  return true
}

/**
 * A reversal of a paid order the shop has not started on (decision 050):
 * cancelled with the payment status recorded; the finance team checks with
 * the provider whether the money already went back before settling the
 * refund owed. A repeated notification does nothing twice.
 */
export function cancelReversedOrder(
  writer: CatalogueWriter,
  order: PaidOrder,
  now: Date,
  payment: PaymentRecord,
): Promise<boolean> {
  return cancelPaid(writer, order, {
    paymentStatusCode: payment.paymentStatusCode,
    paymentStatusDesc: payment.paymentStatusDesc,
    closedAt: now,
    cancelReason: REVERSAL_REASON,
  })
}

/**
 * Staff cancel a paid order with a reason (decision 053), audited in the
 * same transaction; false when another action came first.
 */
export async function cancelAsStaff(
  writer: CatalogueWriter,
  order: PaidOrder & Pick<OrderRow, 'trxRef'>,
  cancel: { staff: Exclude<AuditActor, string>; reason: string; now: Date },
): Promise<boolean> {
  const { staff, reason } = cancel
  const cancelled = await cancelPaid(
    writer,
    order,
    { closedAt: cancel.now, cancelReason: reason },
    staff.id,
  )
  if (!cancelled) return false
  await recordAudit(writer.tx, staff, {
    action: 'order.cancel',
    entity: ORDER_AUDIT_ENTITY,
    entityId: order.trxRef,
    before: { status: 'PAID' },
    after: { status: 'CANCELLED', reason, refund_owed: order.grandTotal },
  })
  return true
}
