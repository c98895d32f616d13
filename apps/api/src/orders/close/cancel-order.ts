import { orderActionRefusal } from '@store/contract/admin/order-actions'
import type { Executor } from '@store/db/client'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import type { CourierService } from '../../services/courier'
import { recordAudit } from '../../lib/audit.repository'
import type { AuditActor } from '../../lib/audit.repository'
import { ORDER_AUDIT_ENTITY, cancelLineUnits, listOrderLines, lockOrder } from '../order.repository'
import type { OrderLineRow, OrderRow } from '../order.repository'
import { recordRepeatableOrderEvent } from '../order-moves.repository'
import type { PaymentRecord } from '../pay/payment.repository'
import { chargedLinesOf, chargedOrderOf } from '../refunds/charged-order'
import { cancelsEverything, refundOwed } from '../refunds/refund-rule'
import type { RefundOwed } from '../refunds/refund-rule'
import { recordRefundOwed } from '../refunds/refunds.repository'
import { planCancel } from './cancel-plan'
import type { AskedUnits } from './cancel-plan'
import { cancelPlanRefusal, waybillCancelRefusal } from './cancel-words'
import { closeOrder } from './close-order'

export interface CancelRequest {
  asked: AskedUnits
  reason: string
  now: Date
  payment?: PaymentRecord
  staffId?: number
}

export interface CancelOutcome {
  whole: boolean
  refund: RefundOwed
}

/** Whether the order, as it now stands, may be cancelled at all (the order page's own rule). */
export const cancellable = (order: OrderRow) =>
  orderActionRefusal('cancel', {
    trx_ref: order.trxRef,
    status: order.status,
    shipping_type: order.shippingType,
    no_resi: order.noResi,
    packed: order.packedAt !== null,
  }) === null

/** What cancelling the asked units would owe, and whether nothing would be left; nothing changes. */
export async function previewCancel(
  db: Executor,
  order: OrderRow,
  asked: AskedUnits,
): Promise<CancelOutcome> {
  const lines = await listOrderLines(db, order.id)
  const plan = planCancel(lines, asked)
  if (!plan.ok) throw cancelPlanRefusal(order.trxRef, plan)
  const charged = chargedLinesOf(lines)
  return {
    whole: cancelsEverything(charged, plan.units),
    refund: refundOwed(await chargedOrderOf(db, order), charged, plan.units),
  }
}

/**
 * Before a whole cancel of a courier order with a booked waybill, asks the
 * courier to cancel the waybill, outside the cancel's transaction (the
 * courier is a call away, and the simulator reads its bookings from the
 * orders table): a refusal (the parcel picked up, a courier whose cancel is
 * done in its portal) stops the cancel with nothing written. Staff who
 * cancelled it in the courier's portal say so and the courier is not asked.
 */
export async function cancelWaybillFirst(
  db: Executor,
  courier: CourierService,
  order: OrderRow,
  request: { asked: AskedUnits; now: Date; waybillCancelledInPortal: boolean },
): Promise<void> {
  if (order.shippingType !== 'ONLINE_DELIVERY' || !order.noResi) return
  if (request.waybillCancelledInPortal) return
  if (!(await previewCancel(db, order, request.asked)).whole) return
  try {
    await courier.cancelWaybill(order.noResi, request.now)
  } catch (error) {
    throw waybillCancelRefusal(order.trxRef, order.noResi, error)
  }
}

/** Gives the units of a partial cancel back to the showroom, sizes in a fixed order. */
async function cancelSomeUnits(
  writer: CatalogueWriter,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  units: ReadonlyMap<number, number>,
) {
  const chosen = lines
    .filter((line) => units.has(line.id))
    .sort((a, b) => a.productSizeId - b.productSizeId)
  for (const line of chosen) {
    const qty = units.get(line.id) ?? 0
    if (!(await cancelLineUnits(writer.tx, line.id, qty))) return false
    await writer.putBackStock({
      productSizeId: line.productSizeId,
      showroomId: order.showroomId,
      qty,
    })
  }
  return true
}

/**
 * Cancels a paid order, or some of its units, until the parcel leaves
 * (decision 078), in the writer's transaction with the order locked, so two
 * cancels decide one after the other: the units' stock back to the showroom
 * through the one stock path, the refund owed by the refund rule written to
 * the ledger and the buyer told. Cancelling all that is left cancels the
 * order: its waybill is cancelled with the courier first (nothing is written
 * when the courier refuses) and its promo use released. Answers null, with
 * nothing done, when the order can no longer be cancelled.
 */
export async function cancelUnits(
  writer: CatalogueWriter,
  orderId: number,
  request: CancelRequest,
): Promise<CancelOutcome | null> {
  const { tx } = writer
  const order = await lockOrder(tx, orderId)
  if (!order || !cancellable(order)) return null
  const lines = await listOrderLines(tx, order.id)
  const plan = planCancel(lines, request.asked)
  if (!plan.ok) throw cancelPlanRefusal(order.trxRef, plan)
  const charged = chargedLinesOf(lines)
  const whole = cancelsEverything(charged, plan.units)
  const refund = refundOwed(await chargedOrderOf(tx, order), charged, plan.units)
  if (whole) {
    const changes = { ...request.payment, closedAt: request.now, cancelReason: request.reason }
    if (!(await closeOrder(writer, order, order.status, 'CANCELLED', changes))) return null
    for (const [lineId, qty] of plan.units) await cancelLineUnits(tx, lineId, qty)
  } else {
    if (!(await cancelSomeUnits(writer, order, lines, plan.units))) return null
    await recordRepeatableOrderEvent(tx, order.id, 'LINES_CANCELLED', request.now)
  }
  await recordRefundOwed(tx, {
    orderId: order.id,
    amount: refund.total,
    reason: request.reason,
    channel: order.paymentChannel,
    units: [...plan.units].map(([orderLineId, qty]) => ({ orderLineId, qty })),
    createdAt: request.now,
    ...(request.staffId !== undefined && { staffId: request.staffId }),
  })
  return { whole, refund }
}

export const REVERSAL_REASON = 'Faspay reversed the payment.'

/**
 * A reversal of a paid order the shop has not started on (decision 050):
 * cancelled with the payment status recorded; the finance team checks with
 * the provider whether the money already went back before settling the
 * refund owed. A repeated notification does nothing twice.
 */
export async function cancelReversedOrder(
  writer: CatalogueWriter,
  order: Pick<OrderRow, 'id'>,
  now: Date,
  payment: PaymentRecord,
): Promise<boolean> {
  const outcome = await cancelUnits(writer, order.id, {
    asked: undefined,
    reason: REVERSAL_REASON,
    now,
    payment: {
      paymentStatusCode: payment.paymentStatusCode,
      paymentStatusDesc: payment.paymentStatusDesc,
    },
  })
  return outcome !== null
}

/**
 * Staff cancel an order or some of its units with a reason (decisions 053
 * and 078), audited in the same transaction; null when another action came
 * first.
 */
export async function cancelAsStaff(
  writer: CatalogueWriter,
  order: Pick<OrderRow, 'id' | 'trxRef' | 'status'>,
  request: Omit<CancelRequest, 'staffId' | 'payment'> & { staff: Exclude<AuditActor, string> },
): Promise<CancelOutcome | null> {
  const { staff, ...rest } = request
  const outcome = await cancelUnits(writer, order.id, { ...rest, staffId: staff.id })
  if (!outcome) return null
  await recordAudit(writer.tx, staff, {
    action: outcome.whole ? 'order.cancel' : 'order.cancel-lines',
    entity: ORDER_AUDIT_ENTITY,
    entityId: order.trxRef,
    before: { status: order.status },
    after: {
      status: outcome.whole ? 'CANCELLED' : order.status,
      reason: request.reason,
      refund_owed: outcome.refund.total,
      ...(request.asked && { lines: request.asked }),
    },
    at: request.now,
  })
  return outcome
}
