import type { Db } from '@store/db/client'
import { holdsJobLock } from './job-lock.repository'
import { deleteStaleGuestCarts } from './prune-carts.repository'

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
      const deleted = await deleteStaleGuestCarts(tx, cutoff, BATCH)
      pruned += deleted
      if (deleted < BATCH) return pruned
    }
  })
}
