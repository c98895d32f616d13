import type { FastifyBaseLogger } from 'fastify'
import type { CatalogueWrites } from '../cache/catalogue-writes'
import { orderLog } from '../lib/order-log'
import { expireOverdueOrders } from '../orders/close/expire-orders'
import { holdsJobLock } from './job-lock.repository'

const BATCH = 100

/**
 * Expires the orders whose 1x24 hour hold has passed unpaid
 * (orders/close/expire-orders.ts), a batch at a time. Each batch is one
 * transaction under an advisory lock, so one instance at a time does it; a
 * run that finds the lock taken answers null.
 */
export async function expireUnpaidOrders(
  writes: CatalogueWrites,
  { now, log }: { now: Date; log: FastifyBaseLogger },
): Promise<number | null> {
  let expired = 0
  for (;;) {
    const batch = await writes.transaction(async (writer) => {
      if (!(await holdsJobLock(writer.tx, 'expire-orders'))) return null
      return expireOverdueOrders(writer, now, BATCH)
    })
    if (batch === null) return expired === 0 ? null : expired
    // Logged once the batch is committed: an expiry rolled back is not told.
    for (const trxRef of batch.closed)
      orderLog(log, trxRef).info('order expired unpaid; stock given back')
    expired += batch.closed.length
    if (!batch.more) return expired
  }
}
