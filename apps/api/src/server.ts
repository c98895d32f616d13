import type { FastifyBaseLogger } from 'fastify'
import { join } from 'node:path'
import { openDatabase } from '@store/db/client'
import { prepareDatabase } from '@store/db/migrate'
import { seedDatabase } from '@store/db/seed'
import { writeSeedMedia } from '@store/db/seed/media'
import { buildApp } from './app'
import { startMetricsServer } from './metrics/metrics-server'
import { readEnv } from './env'
import { checkPaymentChoice } from './services/payment/config'
import { logDestination } from './lib/access-log'
import { queueMissingRenditions } from './media/background-renditions'
import { startWarnings, withKeptSecrets } from './start-checks'

const configured = readEnv()
// Refused before anything is made: a data directory, a secret, a database.
checkPaymentChoice(configured)
const env = await withKeptSecrets(configured)
// The app's logger, once there is an app: the pool is made first.
const logs: { to?: FastifyBaseLogger } = {}
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: join(env.DATA_DIR, 'pglite'),
  poolSize: env.DATABASE_POOL_SIZE,
  onConnectionError: (error) =>
    logs.to?.warn({ err: error }, 'PostgreSQL dropped a connection; the pool opens another'),
})
const app = await buildApp({
  db: database.db,
  env,
  logger: { level: env.LOG_LEVEL, stream: logDestination() },
  databaseKind: database.kind,
  poolStats: database.poolStats,
})
logs.to = app.log

if (await prepareDatabase(database, () => seedDatabase(database.db))) {
  app.log.info('created the demo catalogue')
}
for (const warning of await startWarnings(configured, env, database.db)) app.log.warn(warning)
const written = await writeSeedMedia(join(env.DATA_DIR, 'media'))
if (written > 0) app.log.info(`rendered ${written} demo images`)

if (env.MEDIA_PRERENDER === 'on') {
  const queued = await queueMissingRenditions(app, join(env.DATA_DIR, 'media'))
  if (queued > 0) app.log.info(`drawing the renditions of ${queued} images in the background`)
}

let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> = null
let closing = false
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return
  closing = true
  app.readiness.startDraining()
  // A person's Ctrl-C stops at once; a supervisor's SIGTERM first lets the load balancer see /readyz fail.
  const drainMs = signal === 'SIGTERM' ? env.SHUTDOWN_DRAIN_SECONDS * 1000 : 0
  app.log.info(`${signal}: not ready now, closing in ${drainMs / 1000} s`)
  await new Promise((resolve) => setTimeout(resolve, drainMs))
  app.log.info('closing: no new requests; open requests finish')
  // Stop taking requests, let those in flight finish and the jobs stop, then close the database.
  await app.close()
  await metricsServer?.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: env.PORT, host: env.HOST })
metricsServer = await startMetricsServer(app, env)
app.log.info(
  `KAINARA store ready at http://localhost:${env.PORT} (${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'})`,
)
