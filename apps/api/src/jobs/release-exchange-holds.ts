import type { FastifyBaseLogger } from 'fastify'
import type { CatalogueWrites } from '../cache/catalogue-writes'
import { releaseOverdueHolds } from '../orders/returns/release-holds'
import { holdsJobLock } from './job-lock.repository'

const BATCH = 100

/**
 * Gives back the sizes held for exchanges not shipped in time
 * (orders/returns/release-holds.ts), a batch a transaction under an advisory
 * lock; a run that finds the lock taken answers null.
 */
export async function releaseExchangeHolds(
  writes: CatalogueWrites,
  { now, log }: { now: Date; log: FastifyBaseLogger },
): Promise<number | null> {
  let released = 0
  for (;;) {
    const batch = await writes.transaction(async (writer) => {
      if (!(await holdsJobLock(writer.tx, 'release-exchange-holds'))) return null
      return releaseOverdueHolds(writer, now, BATCH)
    })
    if (batch === null) return released === 0 ? null : released
    for (const ref of batch.released) log.info({ return_ref: ref }, 'exchange hold released')
    released += batch.released.length
    if (!batch.more) return released
  }
}
