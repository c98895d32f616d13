import type { FastifyInstance } from 'fastify'
import type { Executor } from '@store/db/client'
import { recordAudit } from '../../lib/audit.repository'
import type { AuditActor } from '../../lib/audit.repository'
import { CourierError } from '../../services/courier'
import type { CourierService } from '../../services/courier'
import { orderLog } from '../../lib/order-log'
import { storeWaybill } from '../order-moves.repository'
import { ORDER_AUDIT_ENTITY } from '../order.repository'
import { recordBookingError } from './fulfilment.repository'
import { findWaybillOrder, waybillRequestOf } from './waybill-orders.repository'
import type { WaybillOrder } from './waybill-orders.repository'

export type WaybillAnswer = { noResi: string } | { refusal: string }

/**
 * Asks the courier for the waybill of a paid online order, outside any
 * transaction (decision 029). Asking twice is harmless: the courier answers
 * one waybill per order reference (decision 020). A refusal is kept on the
 * order for staff and answered; any other failure is thrown.
 */
export async function askCourierForWaybill(
  app: Pick<FastifyInstance, 'db' | 'log'>,
  courier: CourierService,
  row: WaybillOrder,
  now: Date,
): Promise<WaybillAnswer> {
  try {
    return { noResi: await courier.bookWaybill(waybillRequestOf(row, now)) }
  } catch (error) {
    if (!(error instanceof CourierError)) throw error
    orderLog(app.log, row.order.trxRef).warn(
      { kind: error.kind },
      `waybill not booked: ${error.message}`,
    )
    await recordBookingError(app.db, row.order.id, error.message)
    return { refusal: error.message }
  }
}

/**
 * Books the waybill of a paid online order and moves it to PROCESSED with
 * its no_resi. Asking twice is harmless: the courier answers one waybill per
 * order reference (decision 020) and the move is conditional on PAID. A
 * failure is kept on the order for the operator and tried again later.
 */
export async function bookWaybill(
  app: Pick<FastifyInstance, 'db' | 'log'>,
  courier: CourierService,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const row = await findWaybillOrder(app.db, orderId)
  if (!row || row.order.status !== 'PAID' || row.order.noResi) return false
  const answer = await askCourierForWaybill(app, courier, row, now)
  if (!('noResi' in answer)) return false
  const { noResi } = answer
  const moved = await app.db.transaction((tx) => storeWaybill(tx, orderId, noResi, now))
  const log = orderLog(app.log, row.order.trxRef)
  if (moved) log.info({ noResi }, 'waybill booked; the order is processed')
  else log.warn({ noResi }, 'a waybill was booked for an order that left PAID')
  return moved
}

/**
 * A waybill staff booked from the order page or entered from the courier's
 * portal, stored with the same PAID -> PROCESSED move as the job's, and its
 * audit line in the same transaction. False when the order left PAID first.
 */
export async function storeWaybillAsStaff(
  tx: Executor,
  staff: AuditActor,
  order: { id: number; trxRef: string },
  waybill: { action: 'book-waybill' | 'set-waybill'; noResi: string; now: Date },
): Promise<boolean> {
  const { action, noResi } = waybill
  if (!(await storeWaybill(tx, order.id, noResi, waybill.now))) return false
  await recordAudit(tx, staff, {
    action: `order.${action}`,
    entity: ORDER_AUDIT_ENTITY,
    entityId: order.trxRef,
    before: { status: 'PAID', no_resi: null },
    after: { status: 'PROCESSED', no_resi: noResi },
    at: waybill.now,
  })
  return true
}
