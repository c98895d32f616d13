import type { FastifyInstance } from 'fastify'
import type { OrderTracking } from '@store/contract/orders'
import { CourierError } from '../services/courier'
import type { CourierService } from '../services/courier'
import { moveOrder, storeWaybill } from '../routes/fulfilment/order-moves.repository'
import { askCourierForWaybill } from '../routes/fulfilment/ask-courier'
import { findWaybillOrder } from '../routes/fulfilment/waybill-orders.repository'
import { orderLog } from '../lib/order-log'
import { saveTracking } from './advance-orders.repository'

/** The waybill statuses the courier writes before it holds the parcel. */
const NOT_PICKED_UP = new Set(['PICKREQ'])

/**
 * Books the waybill of a paid online order and moves it to PROCESSED with
 * its no_resi. Asking twice is harmless: the courier answers one waybill per
 * order reference (decision 020) and the move is conditional on PAID. A
 * failure is kept on the order for the operator and tried again later.
 */
export async function bookWaybill(
  app: FastifyInstance,
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
 * Asks the courier where the parcel is, keeps the answer on the order (what
 * listing orders shows) and moves the order along: SHIPPED once the courier
 * has picked it up, COMPLETED once delivered. Answers the moves made.
 */
export async function trackWaybill(
  app: FastifyInstance,
  courier: CourierService,
  order: { id: number; trxRef: string; noResi: string },
  now: Date,
): Promise<number> {
  let answer
  try {
    answer = await courier.trackWaybill(order.noResi, now)
  } catch (error) {
    if (!(error instanceof CourierError)) throw error
    orderLog(app.log, order.trxRef).warn(
      { noResi: order.noResi, kind: error.kind },
      `waybill not tracked: ${error.message}`,
    )
    return 0
  }
  const tracking: OrderTracking = {
    sender_address: answer.sender_address,
    receiver_address: answer.receiver_address,
    last_status: answer.last_status,
    track_history: answer.track_history,
  }
  const pickedUp = tracking.track_history.some((entry) => !NOT_PICKED_UP.has(entry.status))
  const delivered = tracking.last_status.status === 'DELIVERED'
  return app.db.transaction(async (tx) => {
    await saveTracking(tx, order.id, tracking, now)
    let moves = 0
    if (
      (pickedUp || delivered) &&
      (await moveOrder(tx, order.id, 'PROCESSED', 'SHIPPED', { shippedAt: now }))
    )
      moves += 1
    if (delivered && (await moveOrder(tx, order.id, 'SHIPPED', 'COMPLETED', { completedAt: now })))
      moves += 1
    return moves
  })
}
