import { Counter, Histogram, Registry } from 'prom-client'

/**
 * The store's own counters, one registry per app (tests build many apps in one
 * process). What is read when /metrics is scraped is added in collectors.ts.
 */
export function createStoreMetrics() {
  const registry = new Registry()
  const registers = [registry]
  return {
    registry,
    /** Its _count is the request count: per route pattern (never the raw URL), method and status. */
    httpDuration: new Histogram({
      name: 'store_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    jobRuns: new Counter({
      name: 'store_job_runs_total',
      help: 'Runs of each background job, skipped ones (another instance held it) included.',
      labelNames: ['job'] as const,
      registers,
    }),
    jobFailures: new Counter({
      name: 'store_job_failures_total',
      help: 'Runs of each background job that ended in an error.',
      labelNames: ['job'] as const,
      registers,
    }),
    ordersPlaced: new Counter({
      name: 'store_orders_placed_total',
      help: 'Orders placed at checkout (a repeated submit counts once).',
      registers,
    }),
    ordersPaid: new Counter({
      name: 'store_orders_paid_total',
      help: 'Orders the payment notification marked paid.',
      registers,
    }),
    stockRefusals: new Counter({
      name: 'store_stock_refusals_total',
      help: 'Requests refused for want of stock, by step (cart or checkout).',
      labelNames: ['step'] as const,
      registers,
    }),
  }
}

export type StoreMetrics = ReturnType<typeof createStoreMetrics>
