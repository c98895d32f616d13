import type { CatalogueWriter } from '../../cache/catalogue-writes'
import type { AuditActor } from '../../lib/audit.repository'
import { badRequest } from '../../lib/http-errors'
import { MAIL_WORDS } from '../../i18n/words'
import { lockReturnIn, moveLockedReturn } from './return-moves'
import { releaseHeldSizes } from './held-sizes'
import { closeReturnLines, listReturnLines, updateReturnLine } from './returns.repository'

export interface StaffAct {
  actor: AuditActor
  now: Date
}

export async function approveReturn(writer: CatalogueWriter, returnRef: string, act: StaffAct) {
  const row = await lockReturnIn(writer.tx, returnRef, ['REQUESTED'])
  return moveLockedReturn(writer.tx, row, { ...act, action: 'approve', to: 'APPROVED' })
}

/** Refused with a reason: its held sizes go back to stock and its lines may be asked for again. */
export async function refuseReturn(
  writer: CatalogueWriter,
  returnRef: string,
  act: StaffAct & { reason: string },
) {
  const row = await lockReturnIn(writer.tx, returnRef, ['REQUESTED', 'APPROVED'])
  await releaseHeldSizes(writer, row)
  await closeReturnLines(writer.tx, row.id)
  return moveLockedReturn(writer.tx, row, {
    ...act,
    action: 'refuse',
    to: 'REFUSED',
    changes: { refusalReason: act.reason, holdUntil: null },
    after: { reason: act.reason },
  })
}

export interface ReceivedLine {
  id: number
  received: number
  damaged: number
}

/**
 * The parcel arrived (at the hub or a counter): per line, the units received
 * and how many of them are damaged, and the return shipping receipt's amount.
 */
export async function receiveReturn(
  writer: CatalogueWriter,
  returnRef: string,
  act: StaffAct & { lines: readonly ReceivedLine[]; receiptAmount: number | null },
) {
  const row = await lockReturnIn(writer.tx, returnRef, ['REQUESTED', 'APPROVED'])
  const lines = await listReturnLines(writer.tx, row.id)
  const given = new Map(act.lines.map((line) => [line.id, line]))
  if (given.size !== lines.length || lines.some(({ line }) => !given.has(line.id)))
    throw badRequest((l) => MAIL_WORDS[l].returns_receive_every_line())
  for (const { line, orderLine } of lines) {
    const counted = given.get(line.id)
    if (!counted || counted.received > line.qty || counted.damaged > counted.received) {
      const named = { product: orderLine.productName, size: orderLine.sizeCode, qty: line.qty }
      throw badRequest((l) => MAIL_WORDS[l].returns_received_too_many(named))
    }
    await updateReturnLine(writer.tx, line.id, {
      receivedQty: counted.received,
      damagedQty: counted.damaged,
    })
  }
  return moveLockedReturn(writer.tx, row, {
    ...act,
    action: 'receive',
    to: 'RECEIVED',
    changes: { receiptAmount: act.receiptAmount },
    after: { lines: act.lines, receipt_amount: act.receiptAmount },
  })
}

/** The undamaged units go back into the receiving showroom's stock, through the one stock path. */
export async function restockReturn(writer: CatalogueWriter, returnRef: string, act: StaffAct) {
  const row = await lockReturnIn(writer.tx, returnRef, ['RECEIVED'])
  const lines = await listReturnLines(writer.tx, row.id)
  const restocked = []
  for (const { line, orderLine } of lines.sort(
    (a, b) => a.orderLine.productSizeId - b.orderLine.productSizeId,
  )) {
    const qty = (line.receivedQty ?? 0) - (line.damagedQty ?? 0)
    if (qty <= 0) continue
    await writer.putBackStock({
      productSizeId: orderLine.productSizeId,
      showroomId: row.showroomId,
      qty,
    })
    restocked.push({ size: orderLine.sizeCode, product: orderLine.productName, qty })
  }
  return moveLockedReturn(writer.tx, row, {
    ...act,
    action: 'restock',
    to: 'RESTOCKED',
    after: { showroom: row.showroomId, restocked },
  })
}

/** The exchange left or the refund was recorded: the return is done and its lines free again. */
export async function closeReturn(writer: CatalogueWriter, returnRef: string, act: StaffAct) {
  const row = await lockReturnIn(writer.tx, returnRef, [
    'EXCHANGE_SHIPPED',
    'EXCHANGE_READY',
    'REFUND_RECORDED',
  ])
  await closeReturnLines(writer.tx, row.id)
  return moveLockedReturn(writer.tx, row, { ...act, action: 'close', to: 'CLOSED' })
}
