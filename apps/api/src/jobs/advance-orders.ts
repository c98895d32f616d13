import type { FastifyInstance } from 'fastify'
import type { CourierService } from '../services/courier'
import { PICKUP_PREPARATION_MS } from '../routes/fulfilment/event-messages'
import { moveOrder } from '../routes/fulfilment/order-moves.repository'
import {
  claimBookings,
  claimTracking,
  listPaidPickups,
  listPreparedPickups,
} from './advance-orders.repository'
import { bookWaybill, trackWaybill } from './courier-steps'
import { holdsJobLock } from './job-lock.repository'

const BATCH = 50
/** A booking claimed by a run that died is tried again after this long. */
const BOOKING_LEASE_MS = 5 * 60_000
/** The courier is asked about one waybill at most this often. */
const TRACKING_GAP_MS = 60_000

const before = (now: Date, ms: number) => new Date(now.getTime() - ms)

/**
 * One run of the fulfilment (docs/decisions/029), once across instances:
 * under the advisory lock it moves pick-ups (PAID -> PROCESSED, then
 * READY_FOR_PICKUP an hour after payment) and claims the waybills to book
 * and to track; the courier is asked after commit, so no row lock waits on
 * it. Answers the orders moved, or null when another instance holds the lock.
 */
export async function advanceOrders(
  app: FastifyInstance,
  courier: CourierService,
  now: Date,
): Promise<number | null> {
  const claimed = await app.db.transaction(async (tx) => {
    if (!(await holdsJobLock(tx, 'advance-orders'))) return null
    let moves = 0
    for (const order of await listPaidPickups(tx, BATCH))
      if (await moveOrder(tx, order.id, 'PAID', 'PROCESSED')) moves += 1
    const prepared = await listPreparedPickups(tx, before(now, PICKUP_PREPARATION_MS), BATCH)
    for (const order of prepared)
      if (await moveOrder(tx, order.id, 'PROCESSED', 'READY_FOR_PICKUP', { readyAt: now }))
        moves += 1
    const toBook = await claimBookings(tx, now, before(now, BOOKING_LEASE_MS), BATCH)
    const toTrack = await claimTracking(tx, now, before(now, TRACKING_GAP_MS), BATCH)
    return { moves, toBook, toTrack }
  })
  if (!claimed) return null
  let moves = claimed.moves
  for (const { id } of claimed.toBook) if (await bookWaybill(app, courier, id, now)) moves += 1
  for (const { id, trxRef, noResi } of claimed.toTrack)
    if (noResi) moves += await trackWaybill(app, courier, { id, trxRef, noResi }, now)
  await app.orderEvents.dispatch()
  return moves
}
