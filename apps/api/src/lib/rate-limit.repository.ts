import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { rateLimitCounters } from '@store/db/schema'

export interface CounterRow {
  hits: number
  windowStartedAt: Date
}

/**
 * Counts one hit on a key in one atomic upsert: a window that started at or
 * before `staleBefore` is over, so the count starts again at `now`.
 */
export async function countHit(
  db: Executor,
  key: string,
  now: Date,
  staleBefore: Date,
): Promise<CounterRow | undefined> {
  const over = sql`${rateLimitCounters.windowStartedAt} <= ${staleBefore.toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${over} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${over} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      windowStartedAt: rateLimitCounters.windowStartedAt,
    })
  return row
}

/** Takes one hit back from a key, in the window that started at `windowStartedAt` only. */
export async function takeBackHit(db: Executor, key: string, windowStartedAt: Date) {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, key),
        gt(rateLimitCounters.hits, 0),
        eq(rateLimitCounters.windowStartedAt, windowStartedAt),
      ),
    )
}

export async function deleteCountersBefore(db: Executor, before: Date) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, before))
}
