import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { listenForChanges } from '@store/db/change-feed'
import type { Env } from '../env'
import { CHANGE_FEED_RECONNECTS, retryDelay } from '../lib/retry-schedule'
import { createAnswerStore } from './answer-store'
import { createCatalogueCache } from './catalogue-cache'
import type { CatalogueCache } from './catalogue-cache'
import { createCatalogueWrites } from './catalogue-writes'
import { createUrlAliases } from './url-aliases'
import type { CatalogueWrites } from './catalogue-writes'

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue answers served from memory; `invalidate()` is the one way to drop them. */
    catalogueCache: CatalogueCache
    /** The one module that writes stock and catalogue changes (and invalidates after commit). */
    catalogueWrites: CatalogueWrites
  }
}

/**
 * Catalogue answers are kept in memory, dropped on every write in this
 * process, announced to other instances with PostgreSQL NOTIFY, and expire
 * after a short TTL in any case (docs/decisions/010).
 */
export function registerCatalogueCache(app: FastifyInstance, env: Env) {
  const origin = randomUUID()
  const maxBytes = env.ANSWER_CACHE_MB * 1024 * 1024
  // URLs and keys are short: a sixteenth of the memory remembers tens of thousands of them.
  const aliasBytes = Math.floor(maxBytes / 16)
  const cache = createCatalogueCache(
    createAnswerStore({
      maxBytes: maxBytes - aliasBytes,
      ttlMs: env.ANSWER_CACHE_TTL_SECONDS * 1000,
    }),
    createUrlAliases(aliasBytes),
  )
  app.decorate('catalogueCache', cache)
  app.decorate('catalogueWrites', createCatalogueWrites(app.db, cache, origin))
  const feed = listenForChanges(app.db, {
    onChange: (message) => {
      if (message.origin !== origin) cache.invalidate(message.tags ?? undefined)
    },
    onGap: () => cache.invalidate(),
    onError: (error) => app.log.warn({ err: error }, 'catalogue change feed dropped; reconnecting'),
    reconnectDelayMs: (attempt) => retryDelay(CHANGE_FEED_RECONNECTS, attempt),
  })
  // Serve nothing from memory before this instance can hear of other instances' changes:
  // the first LISTEN drops whatever was kept before it.
  app.addHook('onReady', () => feed.firstAttempt)
  app.addHook('onClose', () => feed.close())
}
