import type { FastifyBaseLogger } from 'fastify'
import type { CatalogueWrites } from '../cache/catalogue-writes'
import { orderLog } from '../lib/order-log'
import { closeWaitingOrder } from '../orders/close/close-order'
import { listOverdueUnpaidOrders } from './expire-orders.repository'
import { holdsJobLock } from './job-lock.repository'

const BATCH = 100

/**
 * Expires the orders whose 1x24 hour hold has passed unpaid and gives their
 * stock and promo uses back (docs/decisions/025). Each batch is one
 * transaction under an advisory lock, so one instance at a time does it; a
 * run that finds the lock taken answers null. Closing is conditional on the
 * order still waiting, so running twice returns nothing twice.
 */
export async function expireUnpaidOrders(
  writes: CatalogueWrites,
  { now, log }: { now: Date; log: FastifyBaseLogger },
): Promise<number | null> {
  let expired = 0
  for (;;) {
    const batch = await writes.transaction(async (writer) => {
      if (!(await holdsJobLock(writer.tx, 'expire-orders'))) return null
      const due = await listOverdueUnpaidOrders(writer.tx, now, BATCH)
      const closed = []
      for (const order of due)
        if (await closeWaitingOrder(writer, order, 'EXPIRED', now)) closed.push(order.trxRef)
      return { closed, more: due.length === BATCH }
    })
    if (batch === null) return expired === 0 ? null : expired
    // Logged once the batch is committed: an expiry rolled back is not told.
    for (const trxRef of batch.closed)
      orderLog(log, trxRef).info('order expired unpaid; stock given back')
    expired += batch.closed.length
    if (!batch.more) return expired
  }
}
