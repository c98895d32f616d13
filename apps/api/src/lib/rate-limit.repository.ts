import { sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'

export interface CounterRow {
  hits: number
  window_started_at: string | Date
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
  const result: unknown = await db.execute(sql`
    insert into rate_limit_counters (key, window_started_at, hits)
    values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_started_at <= ${staleBefore.toISOString()}
        then 1 else rate_limit_counters.hits + 1 end,
      window_started_at = case when rate_limit_counters.window_started_at <= ${staleBefore.toISOString()}
        then ${now.toISOString()}::timestamptz else rate_limit_counters.window_started_at end
    returning hits, window_started_at`)
  return (result as { rows: CounterRow[] }).rows[0]
}

/** Takes one hit back from a key, in the window that started at `windowStartedAt` only. */
export async function takeBackHit(db: Executor, key: string, windowStartedAt: string) {
  await db.execute(sql`
    update rate_limit_counters set hits = hits - 1
    where key = ${key} and hits > 0
      and window_started_at = ${windowStartedAt}::timestamptz`)
}

export async function deleteCountersBefore(db: Executor, before: Date) {
  await db.execute(
    sql`delete from rate_limit_counters where window_started_at < ${before.toISOString()}`,
  )
}
