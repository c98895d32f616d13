import { and, asc, eq, lte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { orders } from '@store/db/schema'
import type { CatalogueWrites } from '../../cache/catalogue-writes'
import { holdsJobLock, scheduleJob } from '../../plugins/jobs'
import { closeWaitingOrder } from './close-order'

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
      const due = await writer.tx
        .select({ id: orders.id, showroomId: orders.showroomId })
        .from(orders)
        .where(and(eq(orders.status, 'WAITING_PAYMENT'), lte(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(BATCH)
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

/** Expires every `intervalMs` while the server is up, first half a minute after start, and mails the buyers. */
export function scheduleOrderExpiry(
  app: FastifyInstance,
  options: { now: () => Date; intervalMs: number },
) {
  const run = async () => {
    const expired = await expireUnpaidOrders(app.catalogueWrites, { now: options.now() })
    await app.orderEvents.dispatch()
    return expired
  }
  scheduleJob(app, 'expire-orders', run, {
    intervalMs: options.intervalMs,
    firstRunMs: 30_000,
    done: 'unpaid orders expired',
  })
}
