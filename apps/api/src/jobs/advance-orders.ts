import type { FastifyInstance } from 'fastify'
import type { CourierService } from '../services/courier'
import { bookWaybill } from '../orders/fulfil/book-waybill'
import { claimBookings, claimTracking } from '../orders/fulfil/fulfilment.repository'
import { preparePickups } from '../orders/fulfil/pickups'
import { trackWaybill } from '../orders/fulfil/track-waybill'
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
    const moves = await preparePickups(tx, now, BATCH)
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
