import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Db } from '@store/db/client'
import { ORDER_MESSAGES } from '@store/contract/order-link'
import { OrderTrackingSchema } from '@store/contract/orders'
import type { OrderTracking } from '@store/contract/orders'
import { CourierError } from '../../services/courier'
import type { CourierService } from '../../services/courier'
import { HttpError, notFound } from '../../lib/http-errors'
import { orderLog } from '../../lib/order-log'
import { moveOrder } from '../order-moves.repository'
import { saveTracking } from './fulfilment.repository'

/** The waybill statuses the courier writes before it holds the parcel. */
const NOT_PICKED_UP = new Set(['PICKREQ'])

/**
 * Asks the courier where the parcel is, keeps the answer on the order (what
 * listing orders shows) and moves the order along: SHIPPED once the courier
 * has picked it up, COMPLETED once delivered. Answers the moves made.
 */
export async function trackWaybill(
  app: Pick<FastifyInstance, 'db' | 'log'>,
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

interface TrackedOrder {
  id: number
  trxRef: string
  noResi: string | null
  storedTracking: OrderTracking | null
  /** Where the answer is kept; the order's own tracking unless told (an exchange keeps its own). */
  save?: (tracking: OrderTracking, checkedAt: Date) => Promise<void>
}

/**
 * Asks the courier afresh for an order's (or an exchange's) waybill and
 * stores the answer. When the courier cannot be reached the last stored
 * tracking is answered, so the shopper still sees where the parcel was.
 */
export async function freshTracking(
  deps: { db: Db; courier: CourierService; now: () => Date; log: FastifyBaseLogger },
  order: TrackedOrder,
): Promise<OrderTracking> {
  if (!order.noResi) throw notFound(ORDER_MESSAGES.noTracking)
  const now = deps.now()
  try {
    const answer = await deps.courier.trackWaybill(order.noResi, now)
    // Only the contract's fields are stored and answered.
    const parsed = OrderTrackingSchema.safeParse(answer)
    if (!parsed.success)
      throw new CourierError('bad-answer', 'The courier sent unreadable tracking.')
    const tracking = parsed.data
    if (order.save) await order.save(tracking, now)
    else await saveTracking(deps.db, order.id, tracking, now)
    return tracking
  } catch (error) {
    if (!(error instanceof CourierError)) throw error
    orderLog(deps.log, order.trxRef).warn(
      { err: error, noResi: order.noResi },
      'courier tracking failed',
    )
    if (order.storedTracking) return order.storedTracking
    if (error.kind === 'not-found') throw notFound(ORDER_MESSAGES.noTracking)
    throw new HttpError(503, ORDER_MESSAGES.trackingUnavailable)
  }
}
