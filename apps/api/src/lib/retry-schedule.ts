type AfterLast = 'repeat' | 'give-up'

/**
 * When to try again after a failure: the waits before the first, second…
 * retry, and what follows the last one: the same wait again ('repeat') or
 * nothing more ('give-up'). Every retry of the store reads its waits from
 * here (docs/decisions/039): the mail outbox keeps the next try's time in the
 * database, the built-in payment page and the change feed wait in memory.
 */
export interface RetrySchedule<After extends AfterLast = AfterLast> {
  readonly delaysMs: readonly [number, ...number[]]
  readonly afterLast: After
}

/** The wait before retry number `retry` (1 is the first), or null once the schedule gives up. */
export function retryDelay(schedule: RetrySchedule<'repeat'>, retry: number): number
export function retryDelay(schedule: RetrySchedule, retry: number): number | null
export function retryDelay(schedule: RetrySchedule, retry: number): number | null {
  if (!Number.isInteger(retry) || retry < 1)
    throw new RangeError(`retries are counted from 1, not ${retry}`)
  const { delaysMs, afterLast } = schedule
  const step = delaysMs[retry - 1]
  if (step !== undefined) return step
  return afterLast === 'repeat' ? (delaysMs.at(-1) ?? delaysMs[0]) : null
}

const SECOND = 1000
const MINUTE = 60 * SECOND

/** Kept mail (decision 034): 1, 5, 15 and 30 minutes after the tries before, then hourly. */
export const MAIL_RETRIES = {
  delaysMs: [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, 60 * MINUTE],
  afterLast: 'repeat',
} as const satisfies RetrySchedule

/** The built-in payment page's notification, as Faspay sends it: three retries, then none (decision 022). */
export const PAYMENT_NOTIFICATION_RETRIES = {
  delaysMs: [2 * SECOND, 5 * SECOND, 10 * SECOND],
  afterLast: 'give-up',
} as const satisfies RetrySchedule

/** The catalogue change feed's connection (decision 010): again every second while it is down. */
export const CHANGE_FEED_RECONNECTS = {
  delaysMs: [1 * SECOND],
  afterLast: 'repeat',
} as const satisfies RetrySchedule
