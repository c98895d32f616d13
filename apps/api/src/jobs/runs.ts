import type { FastifyInstance } from 'fastify'
import type { Env } from '../env'
import { advanceOrders } from './advance-orders'
import { applyDiscounts } from './apply-discounts'
import { expireUnpaidOrders } from './expire-orders'
import { releaseExchangeHolds } from './release-exchange-holds'
import { pruneGuestCarts } from './prune-carts'
import { publishDueProducts } from './publish-products'
import type { JobName } from './registry'
import { retryKeptMail } from './retry-mail'
import { mailDailySummary } from './daily-summary'
import { remindUnpaidOrders } from './remind-unpaid-orders'

export interface JobContext {
  app: FastifyInstance
  env: Env
  /** The store's clock at the start of the run (app.clock, which CLOCK_SHIFT may move). */
  now: Date
}

/** What one run of a job did: a count to log, or null when another instance held it. */
export type JobRun = (job: JobContext) => Promise<number | null>

/** The work of each registered job; a name of the registry without its run does not compile. */
export const JOB_RUNS: Record<JobName, JobRun> = {
  'expire-orders': async ({ app, now }) => {
    const expired = await expireUnpaidOrders(app.catalogueWrites, { now, log: app.log })
    await app.orderEvents.dispatch()
    return expired
  },
  'remind-unpaid-orders': ({ app, env, now }) => remindUnpaidOrders(app, env, now),
  'release-exchange-holds': async ({ app, now }) => {
    const released = await releaseExchangeHolds(app.catalogueWrites, { now, log: app.log })
    await app.orderEvents.dispatch()
    return released
  },
  'advance-orders': ({ app, now }) => advanceOrders(app, app.courier, now),
  'send-order-events': ({ app }) => app.orderEvents.dispatch(),
  'retry-mail': ({ app, now }) => retryKeptMail(app, now),
  'apply-discounts': ({ app, now }) => applyDiscounts(app, now),
  'publish-products': ({ app, now }) => publishDueProducts(app, now),
  'prune-carts': ({ app, env, now }) =>
    pruneGuestCarts(app.db, { now, retentionDays: env.CART_RETENTION_DAYS }),
  'mail-daily-summary': ({ app, env, now }) => mailDailySummary(app, env, now),
}
