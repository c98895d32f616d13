import type { CatalogueWrites } from '../cache/catalogue-writes'
import { closeWaitingOrder } from '../routes/checkout/close-order'
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
  { now }: { now: Date },
): Promise<number | null> {
  let expired = 0
  for (;;) {
    const batch = await writes.transaction(async (writer) => {
      if (!(await holdsJobLock(writer.tx, 'expire-orders'))) return null
      const due = await listOverdueUnpaidOrders(writer.tx, now, BATCH)
      let closed = 0
      for (const order of due)
        if (await closeWaitingOrder(writer, order, 'EXPIRED', now)) closed += 1
      return { closed, more: due.length === BATCH }
    })
    if (batch === null) return expired === 0 ? null : expired
    expired += batch.closed
    if (!batch.more) return expired
  }
}
