import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { orders } from '@store/db/schema'
import { holdsJobLock, scheduleJob } from '../../plugins/jobs'
import type { CourierService } from '../../services/courier'
import { trackWaybill, bookWaybill } from './courier-steps'
import { PICKUP_PREPARATION_MS } from './event-messages'
import { moveOrder } from './order-moves'

const BATCH = 50
/** A booking claimed by a run that died is tried again after this long. */
const BOOKING_LEASE_MS = 5 * 60_000
/** The courier is asked about one waybill at most this often. */
const TRACKING_GAP_MS = 60_000
const ONLINE = eq(orders.shippingType, 'ONLINE_DELIVERY')
const PICKUP = eq(orders.shippingType, 'PICKUP_ON_STORE')

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
    const paidPickups = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(PICKUP, eq(orders.status, 'PAID')))
      .limit(BATCH)
    for (const order of paidPickups)
      if (await moveOrder(tx, order.id, 'PAID', 'PROCESSED')) moves += 1
    const prepared = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          PICKUP,
          eq(orders.status, 'PROCESSED'),
          lte(orders.paidAt, new Date(now.getTime() - PICKUP_PREPARATION_MS)),
        ),
      )
      .limit(BATCH)
    for (const order of prepared)
      if (await moveOrder(tx, order.id, 'PROCESSED', 'READY_FOR_PICKUP', { readyAt: now }))
        moves += 1
    const toBook = await tx
      .update(orders)
      .set({ bookingClaimedAt: now })
      .where(
        inArray(
          orders.id,
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(
              and(
                ONLINE,
                eq(orders.status, 'PAID'),
                isNull(orders.noResi),
                or(
                  isNull(orders.bookingClaimedAt),
                  lt(orders.bookingClaimedAt, new Date(now.getTime() - BOOKING_LEASE_MS)),
                ),
              ),
            )
            .orderBy(asc(orders.paidAt))
            .limit(BATCH),
        ),
      )
      .returning({ id: orders.id })
    const toTrack = await tx
      .update(orders)
      .set({ trackedAt: now })
      .where(
        inArray(
          orders.id,
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(
              and(
                ONLINE,
                inArray(orders.status, ['PROCESSED', 'SHIPPED']),
                isNotNull(orders.noResi),
                or(
                  isNull(orders.trackedAt),
                  lte(orders.trackedAt, new Date(now.getTime() - TRACKING_GAP_MS)),
                ),
              ),
            )
            .orderBy(sql`${orders.trackedAt} asc nulls first`)
            .limit(BATCH),
        ),
      )
      .returning({ id: orders.id, noResi: orders.noResi })
    return { moves, toBook, toTrack }
  })
  if (!claimed) return null
  let moves = claimed.moves
  for (const { id } of claimed.toBook) if (await bookWaybill(app, courier, id, now)) moves += 1
  for (const { id, noResi } of claimed.toTrack)
    if (noResi) moves += await trackWaybill(app, courier, { id, noResi }, now)
  await app.orderEvents.dispatch()
  return moves
}

/** The 'advance-orders' job: every minute while the server is up, first 20 s after start. */
export function scheduleOrderAdvance(
  app: FastifyInstance,
  options: { courier: CourierService; intervalMs: number },
) {
  scheduleJob(app, 'advance-orders', () => advanceOrders(app, options.courier, app.clock.now()), {
    intervalMs: options.intervalMs,
    firstRunMs: 20_000,
    done: 'orders moved',
  })
}
