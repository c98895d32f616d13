import type { FastifyInstance } from 'fastify'
import { Counter, Gauge } from 'prom-client'
import type { PoolStats } from '@store/db/client'
import { countKeptMails } from '../lib/mail/mail-outbox.repository'
import type { StoreMetrics } from './store-metrics'

/** Sets a counter to a total kept elsewhere (the answer cache counts its own hits). */
function setTotal(counter: Counter, total: number) {
  counter.reset()
  counter.inc(total)
}

/**
 * What is read at scrape time: the answer cache's hits and misses, the mail
 * outbox's depth, and the PostgreSQL pool's connections and waiting queries
 * (PGlite is one connection in the process: it has no pool to report).
 */
export function registerCollectors(
  app: FastifyInstance,
  metrics: StoreMetrics,
  poolStats: (() => PoolStats) | undefined,
) {
  const registers = [metrics.registry]
  new Counter({
    name: 'store_answer_cache_hits_total',
    help: 'Shop answers served from the answer cache.',
    registers,
    collect() {
      setTotal(this, app.catalogueCache.stats().hits)
    },
  })
  new Counter({
    name: 'store_answer_cache_misses_total',
    help: 'Shop answers that had to be read from the database.',
    registers,
    collect() {
      setTotal(this, app.catalogueCache.stats().misses)
    },
  })
  new Gauge({
    name: 'store_mail_outbox_depth',
    help: 'Mails kept until the mail server takes them.',
    registers,
    async collect() {
      try {
        this.set(await countKeptMails(app.db))
      } catch (error) {
        // A scrape with the database down still answers; the gauge is left out of it.
        this.reset()
        app.log.warn({ err: error }, 'the mail outbox could not be counted for the metrics')
      }
    },
  })
  if (!poolStats) return
  new Gauge({
    name: 'store_db_pool_connections',
    help: 'PostgreSQL connections of this instance, by state (in use or idle).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = poolStats()
      this.set({ state: 'in_use' }, stats.total - stats.idle)
      this.set({ state: 'idle' }, stats.idle)
    },
  })
  new Gauge({
    name: 'store_db_pool_waiting',
    help: 'Queries waiting for a free PostgreSQL connection of this instance.',
    registers,
    collect() {
      this.set(poolStats().waiting)
    },
  })
}
