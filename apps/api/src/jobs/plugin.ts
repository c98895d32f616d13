import type { FastifyInstance } from 'fastify'
import type { Env } from '../env'
import { JOBS, JOB_NAMES, isJobName, unknownJobMessage } from './registry'
import type { JobName } from './registry'
import { JOB_RUNS } from './runs'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner
  }
}

export interface JobRunner {
  /** The registry's names (registry.ts). */
  names: () => string[]
  /** Why a name is refused, naming every job there is; null for a job of the registry. */
  refusal: (name: string) => string | null
  /** Runs a job now, outside its timetable (`run-job`, tests): a count, or null when another instance held it. */
  run: (name: string) => Promise<number | null>
}

/**
 * Starts every job of the registry, the one place jobs start from. Each runs
 * on its own timetable while the server is up, unless the store runs them only
 * when asked (BACKGROUND_JOBS=off: tests run them by name, so a timer firing
 * on a slow machine never moves an order under a test's feet). A job keeps
 * itself to one run across instances (its lock or claim), so running it early
 * does no harm. Every run reads the store's clock (CLOCK_SHIFT).
 */
export function registerJobs(app: FastifyInstance, env: Env) {
  const runNow = async (name: JobName) => {
    app.metrics.jobRuns.inc({ job: name })
    try {
      return await JOB_RUNS[name]({ app, env, now: app.clock.now() })
    } catch (error) {
      app.metrics.jobFailures.inc({ job: name })
      throw error
    }
  }
  app.decorate('jobs', {
    names: () => [...JOB_NAMES],
    refusal: (name: string) => (isJobName(name) ? null : unknownJobMessage(name)),
    run: (name: string) => {
      if (!isJobName(name)) return Promise.reject(new Error(unknownJobMessage(name)))
      return runNow(name)
    },
  })
  if (env.BACKGROUND_JOBS !== 'on') return
  for (const name of JOB_NAMES) onTimetable(app, name, () => runNow(name))
}

function onTimetable(app: FastifyInstance, name: JobName, run: () => Promise<number | null>) {
  const { everyMs, firstRunMs, done } = JOBS[name]
  let timer: NodeJS.Timeout | undefined
  let closed = false
  let running: Promise<void> = Promise.resolve()
  const tick = async () => {
    try {
      const count = await run()
      if (count) app.log.info(`${name}: ${count} ${done}`)
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`)
    }
  }
  app.addHook('onReady', () => {
    timer = setTimeout(function next() {
      running = tick()
      void running.finally(() => {
        if (!closed) timer = setTimeout(next, everyMs).unref()
      })
    }, firstRunMs).unref()
  })
  // The database closes after this: a run under way finishes first.
  app.addHook('onClose', async () => {
    closed = true
    clearTimeout(timer)
    await running
  })
}
