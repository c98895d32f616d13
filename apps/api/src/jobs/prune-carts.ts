import { and, inArray, isNotNull, lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '@store/db/client'
import { carts } from '@store/db/schema'
import { holdsJobLock, scheduleJob } from '../../plugins/jobs'

const BATCH = 500
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes guest carts not used for `retentionDays` (docs/decisions/014), in
 * batches. Only one server at a time prunes: the others find the lock taken
 * and answer null. Members' carts are kept.
 */
export async function pruneGuestCarts(
  db: Db,
  { now, retentionDays }: { now: Date; retentionDays: number },
): Promise<number | null> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS)
  return db.transaction(async (tx) => {
    if (!(await holdsJobLock(tx, 'prune-carts'))) return null
    let pruned = 0
    for (;;) {
      const stale = tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(isNotNull(carts.deviceId), lt(carts.updatedAt, cutoff)))
        .limit(BATCH)
      const deleted = await tx
        .delete(carts)
        .where(inArray(carts.id, stale))
        .returning({ id: carts.id })
      pruned += deleted.length
      if (deleted.length < BATCH) return pruned
    }
  })
}

/** Prunes every `intervalMs` while the server is up, first a minute after start. */
export function scheduleCartPruning(
  app: FastifyInstance,
  options: { now: () => Date; retentionDays: number; intervalMs: number },
) {
  const run = () =>
    pruneGuestCarts(app.db, { now: options.now(), retentionDays: options.retentionDays })
  scheduleJob(app, 'prune-carts', run, {
    intervalMs: options.intervalMs,
    firstRunMs: 60_000,
    done: 'guest carts pruned',
  })
}
