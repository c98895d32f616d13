import type { FastifyInstance, RouteShorthandOptions } from 'fastify'
import { migrationsApplied } from '@store/db/migrate'

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness
  }
}

export interface Readiness {
  /** True from the shutdown signal on: /readyz answers 503 so a load balancer stops sending. */
  readonly draining: boolean
  startDraining(): void
}

// A database that does not answer in this time is as good as down for a load balancer.
const DATABASE_CHECK_MS = 2000

// Probes come every few seconds from one address: never rate limited, logged only when they fail.
const probeOptions: RouteShorthandOptions = {
  schema: { hide: true },
  logLevel: 'warn',
  config: { rateLimit: false },
}

async function databaseProblem(app: FastifyInstance): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('The database did not answer in time.'), DATABASE_CHECK_MS)
  })
  const check = migrationsApplied(app.db).then(
    (applied) => (applied ? null : 'The database has migrations not applied yet.'),
    () => 'The database cannot be reached.',
  )
  try {
    return await Promise.race([check, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `/healthz`: the process is alive and answers. `/readyz`: it can serve a
 * shopper now — its database answers with every migration applied, and it is
 * not shutting down (decision 056).
 */
export function registerHealth(app: FastifyInstance) {
  let draining = false
  app.decorate('readiness', {
    get draining() {
      return draining
    },
    startDraining: () => {
      draining = true
    },
  })

  app.get('/healthz', probeOptions, () => ({ status: 'alive' }))
  app.get('/readyz', probeOptions, async (_request, reply) => {
    const problem = draining ? 'The store is shutting down.' : await databaseProblem(app)
    if (problem) return reply.code(503).send({ status: 'not ready', error: { message: problem } })
    return { status: 'ready' }
  })
}
