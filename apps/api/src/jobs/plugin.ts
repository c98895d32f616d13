import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '@store/db/client'
import { sqlRows } from '../lib/sql-rows'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRegistry
  }
}

/** What one run of a job did: a count to log, or null when another instance held its lock. */
export type JobRun = () => Promise<number | null>

export interface JobOptions {
  /** Between the end of one run and the start of the next. */
  intervalMs: number
  /** After the server is ready, before the first run. */
  firstRunMs: number
  /** The log line of a run that did something: `${count} ${done}`. */
  done: string
}

export interface JobRegistry {
  names: () => string[]
  /** Runs a job now, outside its timetable (the operator's `run-job`). */
  run: (name: string) => Promise<number | null>
}

interface Jobs {
  runs: Map<string, JobRun>
  onTimetable: boolean
}
const registries = new WeakMap<FastifyInstance, Jobs>()

/**
 * Background jobs: each runs on its own timetable while the server is up and
 * can be run at once by name. A job takes care of running once across
 * instances itself (an advisory lock), so running it early does no harm.
 */
export function registerJobs(app: FastifyInstance, { onTimetable }: { onTimetable: boolean }) {
  const runs = new Map<string, JobRun>()
  registries.set(app, { runs, onTimetable })
  app.decorate('jobs', {
    names: () => [...runs.keys()],
    run: async (name: string) => {
      const job = runs.get(name)
      if (!job) throw new Error(`no job called ${name}`)
      return job()
    },
  })
}

/**
 * Adds a job to the registry and runs it on its timetable, unless the app's
 * jobs run only when asked (BACKGROUND_JOBS=off: tests run them by name, so a
 * timer firing on a slow machine never moves an order under a test's feet).
 */
export function scheduleJob(app: FastifyInstance, name: string, run: JobRun, options: JobOptions) {
  const jobs = registries.get(app)
  if (!jobs) throw new Error('registerJobs must run before scheduleJob')
  jobs.runs.set(name, run)
  if (!jobs.onTimetable) return
  let timer: NodeJS.Timeout | undefined
  let closed = false
  const tick = async () => {
    try {
      const count = await run()
      if (count) app.log.info(`${name}: ${count} ${options.done}`)
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`)
    }
  }
  app.addHook('onReady', () => {
    timer = setTimeout(function next() {
      void tick().finally(() => {
        if (!closed) timer = setTimeout(next, options.intervalMs).unref()
      })
    }, options.firstRunMs).unref()
  })
  app.addHook('onClose', () => {
    closed = true
    clearTimeout(timer)
  })
}

/**
 * The advisory lock of each job, one number each; migrations hold 727_101
 * (packages/db). A job takes its lock for the length of its transaction.
 */
export const JOB_LOCKS = {
  'prune-carts': 727_102,
  'expire-orders': 727_103,
  'advance-orders': 727_104,
} as const

/** True when this transaction now holds the job's lock; false when another instance runs it. */
export async function holdsJobLock(tx: Db, job: keyof typeof JOB_LOCKS): Promise<boolean> {
  const [lock] = await sqlRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${JOB_LOCKS[job]}) as locked`,
  )
  return lock?.locked === true
}
