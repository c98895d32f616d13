import type { CatalogueWriter } from '../../cache/catalogue-writes'
import type { Executor } from '@store/db/client'
import { listOrderLines, lockOrder } from '../order.repository'
import type { OrderRow } from '../order.repository'
import { chargedLinesOf, chargedOrderOf } from '../refunds/charged-order'
import { recordRefundOwed } from '../refunds/refunds.repository'
import { lockReturnIn, moveLockedReturn, movedAlready } from './return-moves'
import { returnRefundOwed } from './return-refund'
import type { ReturnRefund } from './return-refund'
import { shopAtFault } from './request-return'
import { listReturnLines, returnedUnits, setReturnRefund } from './returns.repository'
import type { ReturnRow } from './returns.repository'
import type { StaffAct } from './staff-moves'

/**
 * What a return owes by the refund rule: the units received, counted after
 * those cancelled and those an earlier return was refunded for.
 */
export async function previewReturnRefund(
  db: Executor,
  order: OrderRow,
  row: ReturnRow,
): Promise<{ refund: ReturnRefund; units: Map<number, number> }> {
  const lines = await listReturnLines(db, row.id)
  const earlier = await returnedUnits(db, order.id, row.id)
  const charged = chargedLinesOf(await listOrderLines(db, order.id)).map((line) => ({
    ...line,
    cancelledQty: line.cancelledQty + (earlier.get(line.id)?.refunded ?? 0),
  }))
  const units = new Map<number, number>()
  for (const { line } of lines) {
    const qty = line.receivedQty ?? line.qty
    if (qty > 0) units.set(line.orderLineId, (units.get(line.orderLineId) ?? 0) + qty)
  }
  const refund = returnRefundOwed(await chargedOrderOf(db, order), charged, units, {
    shopAtFault: shopAtFault(lines.map(({ line }) => line.reason)),
    receiptAmount: row.way === 'COURIER' ? row.receiptAmount : null,
  })
  return { refund, units }
}

/**
 * Records what the return owes in the one refunds ledger (decision 079),
 * with the order locked so two returns of one order count one after the
 * other, and the move to REFUND_RECORDED with its audit line.
 */
export async function recordReturnRefund(
  writer: CatalogueWriter,
  returnRef: string,
  act: StaffAct,
) {
  const row = await lockReturnIn(writer.tx, returnRef, ['RESTOCKED'])
  if (row.wish !== 'REFUND') throw movedAlready(row)
  const order = await lockOrder(writer.tx, row.orderId)
  if (!order) throw new Error(`no order ${row.orderId}`)
  const { refund, units } = await previewReturnRefund(writer.tx, order, row)
  const refundId = await recordRefundOwed(writer.tx, {
    orderId: order.id,
    amount: refund.total,
    reason: `Return ${row.returnRef}`,
    channel: order.paymentChannel,
    units: [...units].map(([orderLineId, qty]) => ({ orderLineId, qty })),
    createdAt: act.now,
    ...(typeof act.actor !== 'string' && { staffId: act.actor.id }),
  })
  await setReturnRefund(writer.tx, row.id, refundId)
  const moved = await moveLockedReturn(writer.tx, row, {
    ...act,
    action: 'record-refund',
    to: 'REFUND_RECORDED',
    after: { refund: refundId, amount: refund.total, ...refund },
  })
  return { row: moved, refund }
}
