const MINUTE = 60_000

/**
 * What keeps a job to one run at a time across instances: a transaction-wide
 * advisory lock (an instance that finds it taken skips the run), or rows
 * claimed with FOR UPDATE SKIP LOCKED by moving the named column forward.
 */
export type JobGuard = { lock: number } | { claim: string }

export interface JobSpec {
  /** What the job does, for the command line's usage. */
  summary: string
  /** Between the end of one run and the start of the next. */
  everyMs: number
  /** After the server is ready, before the first run. */
  firstRunMs: number
  guard: JobGuard
  /** The log line of a run that did something: `${count} ${done}`. */
  done: string
}

/**
 * Every background job of the store, the one list the server's timetable,
 * `app.jobs.run`, the operator's `jobs/run` call and `npm run store -- run-job`
 * read (docs/decisions/039). Migrations hold advisory lock 727_101.
 */
export const JOBS = {
  'expire-orders': {
    summary: 'expire orders unpaid after 1x24 hours and give their stock back',
    everyMs: MINUTE,
    firstRunMs: 30_000,
    guard: { lock: 727_103 },
    done: 'unpaid orders expired',
  },
  'remind-unpaid-orders': {
    summary: "mail (and notify members) before an unpaid order's hold ends, as the owner set",
    everyMs: 5 * MINUTE,
    firstRunMs: 40_000,
    guard: { lock: 727_170 },
    done: 'payment reminders sent',
  },
  'release-exchange-holds': {
    summary: 'give back the sizes held for exchanges not shipped within their hold',
    everyMs: 10 * MINUTE,
    firstRunMs: 45_000,
    guard: { lock: 727_160 },
    done: 'exchange holds released',
  },
  'advance-orders': {
    summary: 'book waybills, track them, ready pick-ups',
    everyMs: MINUTE,
    firstRunMs: 20_000,
    guard: { lock: 727_104 },
    done: 'orders moved',
  },
  'send-order-events': {
    summary: 'mail and notify each order step not sent yet',
    everyMs: MINUTE,
    firstRunMs: 25_000,
    guard: { claim: 'order_events.sent_at' },
    done: 'order events sent',
  },
  'retry-mail': {
    summary: 'send the mail the mail server refused before',
    everyMs: MINUTE,
    firstRunMs: 15_000,
    guard: { claim: 'mail_outbox.next_attempt_at' },
    done: 'kept mails sent',
  },
  'apply-discounts': {
    summary: 'start and end the planned direct discounts at their WIB times',
    everyMs: MINUTE,
    firstRunMs: 10_000,
    guard: { lock: 727_142 },
    done: 'product discounts moved',
  },
  'publish-products': {
    summary: 'publish the draft products whose scheduled WIB time has come',
    everyMs: MINUTE,
    firstRunMs: 12_000,
    guard: { lock: 727_190 },
    done: 'scheduled products published',
  },
  'prune-carts': {
    summary: 'delete guest carts unused for CART_RETENTION_DAYS',
    everyMs: 60 * MINUTE,
    firstRunMs: 60_000,
    guard: { lock: 727_102 },
    done: 'guest carts pruned',
  },
  'mail-daily-summary': {
    summary: "mail yesterday's figures to staff who chose them, once a day after 07:00 WIB",
    everyMs: 10 * MINUTE,
    firstRunMs: 90_000,
    guard: { lock: 727_155 },
    done: 'daily summaries mailed',
  },
} as const satisfies Record<string, JobSpec>

export type JobName = keyof typeof JOBS
export const JOB_NAMES = Object.keys(JOBS) as JobName[]

/** The jobs kept to one run by an advisory lock. */
export type LockedJob = {
  [Name in JobName]: (typeof JOBS)[Name]['guard'] extends { lock: number } ? Name : never
}[JobName]

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOBS, name)
}

/** Why a job name is refused, naming every job there is. */
export const unknownJobMessage = (name: string) =>
  `There is no job called ${name}; jobs: ${JOB_NAMES.join(', ')}.`
