import { sql } from 'drizzle-orm'
import type { Db } from '@store/db/client'
import { MESSAGES } from '@store/contract/messages'
import { HttpError } from './http-errors'

export interface Limit {
  /** What is counted, e.g. 'sign-in:ip'. */
  name: string
  max: number
  windowMs: number
}

/**
 * The guesses an attacker gets, and the patience an owner needs: windows end,
 * nothing locks for good. Sign-in counts failures (a right password gives its
 * attempt back): tightly per e-mail and address together, loosely per e-mail
 * alone, and per device cookie for a browser that signed in before. Sign-up
 * per address allows a flash sale behind one CGNAT address (decision 038).
 */
export const AUTH_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', max: 300, windowMs: 15 * 60_000 },
  signInPerEmailAndIp: { name: 'sign-in:email-ip', max: 10, windowMs: 15 * 60_000 },
  signInPerEmail: { name: 'sign-in:email', max: 100, windowMs: 60 * 60_000 },
  signInPerDevice: { name: 'sign-in:device', max: 10, windowMs: 15 * 60_000 },
  signUpPerIp: { name: 'sign-up:ip', max: 2000, windowMs: 60 * 60_000 },
  signUpPerEmail: { name: 'sign-up:email', max: 5, windowMs: 60 * 60_000 },
  forgotPerIp: { name: 'forgot:ip', max: 30, windowMs: 60 * 60_000 },
  forgotPerEmail: { name: 'forgot:email', max: 3, windowMs: 60 * 60_000 },
  newsletterPerIp: { name: 'newsletter:ip', max: 30, windowMs: 60 * 60_000 },
  newsletterPerEmail: { name: 'newsletter:email', max: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

export class RateLimitError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MESSAGES.tooManyAttempts)
  }
}

/** One attempt counted in a window, which `refundAttempt` can give back. */
export interface CountedAttempt {
  key: string
  windowStartedAt: string
}

/**
 * Counts one attempt against a fixed window kept in the database, so every
 * process on the same PostgreSQL (or the one PGlite) shares the count. One
 * atomic upsert: a new window starts once the old one has passed.
 */
export async function consumeAttempt(
  db: Db,
  limit: Limit,
  subject: string,
  now = new Date(),
): Promise<CountedAttempt> {
  const key = `${limit.name}:${subject}`
  const windowStart = new Date(now.getTime() - limit.windowMs)
  const result: unknown = await db.execute(sql`
    insert into rate_limit_counters (key, window_started_at, hits)
    values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_started_at <= ${windowStart.toISOString()}
        then 1 else rate_limit_counters.hits + 1 end,
      window_started_at = case when rate_limit_counters.window_started_at <= ${windowStart.toISOString()}
        then ${now.toISOString()}::timestamptz else rate_limit_counters.window_started_at end
    returning hits, window_started_at`)
  const row = (result as { rows: { hits: number; window_started_at: string | Date }[] }).rows[0]
  if (!row) throw new Error(`the rate limit counter ${limit.name} was not written`)
  const windowStartedAt = new Date(row.window_started_at)
  if (row.hits <= limit.max) return { key, windowStartedAt: windowStartedAt.toISOString() }
  const endsAt = windowStartedAt.getTime() + limit.windowMs
  throw new RateLimitError(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)))
}

/** Gives a counted attempt back, in the window it was counted in only: a newer window keeps its count. */
export async function refundAttempt(db: Db, attempt: CountedAttempt) {
  await db.execute(sql`
    update rate_limit_counters set hits = hits - 1
    where key = ${attempt.key} and hits > 0
      and window_started_at = ${attempt.windowStartedAt}::timestamptz`)
}

/** Old windows are dead weight; any sign-up sweeps them. */
export async function sweepRateLimits(db: Db, now = new Date()) {
  const day = new Date(now.getTime() - 24 * 60 * 60_000)
  await db.execute(
    sql`delete from rate_limit_counters where window_started_at < ${day.toISOString()}`,
  )
}
