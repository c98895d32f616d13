import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '@store/db/client'
import { ORDER_MESSAGES } from '@store/contract/order-link'
import { OrderTrackingSchema } from '@store/contract/orders'
import type { OrderTracking } from '@store/contract/orders'
import { HttpError, notFound } from '../../lib/http-errors'
import { CourierError } from '../../services/courier'
import type { CourierService } from '../../services/courier'
import { saveOrderTracking } from './orders.repository'
import { orderLog } from '../../lib/order-log'

interface TrackedOrder {
  id: number
  trxRef: string
  noResi: string | null
  storedTracking: OrderTracking | null
}

/**
 * Asks the courier afresh for an order's waybill and stores the answer. When
 * the courier cannot be reached the last stored tracking is answered, so the
 * shopper still sees where the parcel was.
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
    await saveOrderTracking(deps.db, order.id, tracking, now)
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
