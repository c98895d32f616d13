import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics } from 'prom-client'
import type { PoolStats } from '@store/db/client'
import type { Env } from '../env'
import { HttpError, StockRefusal } from '../lib/http-errors'
import { registerCollectors } from './collectors'
import { createStoreMetrics } from './store-metrics'
import type { StoreMetrics } from './store-metrics'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: StoreMetrics
  }
  interface FastifyRequest {
    /** The route label of a request no route pattern matched: a shop page names its page. */
    metricsRoute: string | null
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether an Authorization header carries the metrics token, compared in constant time. */
export function carriesMetricsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '')
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token))
}

/**
 * Counts every request by route pattern and status, and stock refusals by step.
 * /metrics is served on the public port only behind METRICS_TOKEN; METRICS_PORT
 * serves it apart (metrics-server.ts). With neither, nothing is exposed (decision 056).
 */
export function registerMetrics(
  app: FastifyInstance,
  env: Env,
  poolStats: (() => PoolStats) | undefined,
) {
  const metrics = createStoreMetrics()
  app.decorate('metrics', metrics)
  registerCollectors(app, metrics, poolStats)
  if (env.METRICS_TOKEN || env.METRICS_PORT) {
    collectDefaultMetrics({ register: metrics.registry, prefix: 'store_' })
  }

  app.decorateRequest('metricsRoute', null)
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        route: request.routeOptions.url ?? request.metricsRoute ?? 'unmatched',
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
    done()
  })
  app.addHook('onError', (_request, _reply, error, done) => {
    if (error instanceof StockRefusal) metrics.stockRefusals.inc({ step: error.step })
    done()
  })

  const token = env.METRICS_TOKEN
  if (!token) return
  app.get(
    '/metrics',
    { schema: { hide: true }, logLevel: 'warn', config: { rateLimit: false } },
    async (request, reply) => {
      if (!carriesMetricsToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer')
        throw new HttpError(401, 'The metrics need the metrics token.')
      }
      reply.type(metrics.registry.contentType)
      return metrics.registry.metrics()
    },
  )
}
