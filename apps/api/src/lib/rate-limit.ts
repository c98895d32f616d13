import type { Executor } from '@store/db/client'
import { MESSAGES } from '@store/contract/messages'
import { HttpError } from './http-errors'
import { countHit, deleteCountersBefore, takeBackHit } from './rate-limit.repository'

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
 * alone, and per device cookie for a browser that signed in before (only per
 * cookie: neither its e-mail nor its address counts it). Sign-up per address
 * allows a flash sale behind one CGNAT address (decisions 038 and 062). The
 * back office's second factor is counted the same way, more tightly per
 * account: whoever guesses codes already holds the password (decision 062).
 */
export const AUTH_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', max: 300, windowMs: 15 * 60_000 },
  signInPerEmailAndIp: { name: 'sign-in:email-ip', max: 10, windowMs: 15 * 60_000 },
  signInPerEmail: { name: 'sign-in:email', max: 100, windowMs: 60 * 60_000 },
  signInPerDevice: { name: 'sign-in:device', max: 10, windowMs: 15 * 60_000 },
  secondFactorPerIp: { name: 'second-factor:ip', max: 300, windowMs: 15 * 60_000 },
  secondFactorPerAccountAndIp: {
    name: 'second-factor:account-ip',
    max: 10,
    windowMs: 15 * 60_000,
  },
  secondFactorPerAccount: { name: 'second-factor:account', max: 30, windowMs: 60 * 60_000 },
  secondFactorPerDevice: { name: 'second-factor:device', max: 10, windowMs: 15 * 60_000 },
  signUpPerIp: { name: 'sign-up:ip', max: 2000, windowMs: 60 * 60_000 },
  signUpPerEmail: { name: 'sign-up:email', max: 5, windowMs: 60 * 60_000 },
  forgotPerIp: { name: 'forgot:ip', max: 30, windowMs: 60 * 60_000 },
  forgotPerEmail: { name: 'forgot:email', max: 3, windowMs: 60 * 60_000 },
  newsletterPerIp: { name: 'newsletter:ip', max: 30, windowMs: 60 * 60_000 },
  newsletterPerEmail: { name: 'newsletter:email', max: 3, windowMs: 60 * 60_000 },
  /** A return's photos: 6 per request, with room for retakes and a few orders (decision 094). */
  returnPhotoPerIp: { name: 'return-photo:ip', max: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

export class RateLimitError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MESSAGES.tooManyAttempts)
  }
}

/** Codes a half-signed-in staff session may get wrong; the last wrong one ends the session. */
export const SECOND_FACTOR_TRIES = 5

/** One attempt counted in a window, which `refundAttempt` can give back. */
export interface CountedAttempt {
  key: string
  windowStartedAt: Date
  /** Attempts left in the window after this one. */
  remaining: number
}

/**
 * Counts one attempt against a fixed window kept in the database, so every
 * process on the same PostgreSQL (or the one PGlite) shares the count. One
 * atomic upsert: a new window starts once the old one has passed.
 */
export async function consumeAttempt(
  db: Executor,
  limit: Limit,
  subject: string,
  now = new Date(),
): Promise<CountedAttempt> {
  const key = `${limit.name}:${subject}`
  const row = await countHit(db, key, now, new Date(now.getTime() - limit.windowMs))
  if (!row) throw new Error(`the rate limit counter ${limit.name} was not written`)
  const { windowStartedAt } = row
  if (row.hits <= limit.max) return { key, windowStartedAt, remaining: limit.max - row.hits }
  const endsAt = windowStartedAt.getTime() + limit.windowMs
  throw new RateLimitError(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)))
}

/** Gives a counted attempt back, in the window it was counted in only: a newer window keeps its count. */
export async function refundAttempt(db: Executor, attempt: CountedAttempt) {
  await takeBackHit(db, attempt.key, attempt.windowStartedAt)
}

/** Old windows are dead weight; any sign-up sweeps them. */
export async function sweepRateLimits(db: Executor, now = new Date()) {
  await deleteCountersBefore(db, new Date(now.getTime() - 24 * 60 * 60_000))
}
