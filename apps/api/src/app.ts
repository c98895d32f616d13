import { randomBytes } from 'node:crypto'
import Fastify from 'fastify'
import type { FastifyServerOptions } from 'fastify'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Db, PoolStats } from '@store/db/client'
import type { Env } from './env'
import { AccessLog } from './lib/access-log'
import { createClock } from './lib/clock'
import type { Clock } from './lib/clock'
import { createOrderLinks } from './lib/order-links'
import type { OrderLinks } from './lib/order-links'
import { registerCatalogueCache } from './cache/plugin'
import { registerJobs } from './jobs/plugin'
import { registerOrderEvents } from './orders/events/order-events'
import { registerAdminApp } from './plugins/admin-app'
import { registerAuth } from './plugins/auth'
import { registerCrossSiteGuard } from './plugins/cross-site-writes'
import { registerDatabase } from './plugins/database'
import { registerHealth } from './plugins/health'
import { registerAnswerLanguage } from './plugins/answer-language'
import { answerUnreadableAddress, registerErrorHandling } from './plugins/errors'
import { registerMail } from './plugins/mail'
import { registerMetrics } from './metrics/plugin'
import { registerOpenApi } from './plugins/openapi'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerWeb } from './plugins/web'
import { registerMediaStore } from './media/plugin'
import { cartRoutes } from './routes/cart/routes'
import { checkoutRoutes } from './routes/checkout/routes'
import { createCourier } from './services/courier'
import type { CourierService } from './services/courier'
import { createPayment } from './services/payment'
import type { PaymentService } from './services/payment'
import { createOrderBookingStore } from './orders/fulfil/waybill-orders.repository'
import { adminRoutes } from './routes/admin/routes'
import { authRoutes } from './routes/auth/routes'
import { catalogRoutes } from './routes/catalog/routes'
import { homeRoutes } from './routes/home/routes'
import { newsletterRoutes } from './routes/newsletter/routes'
import { operatorRoutes } from './routes/operator/routes'
import { orderRoutes } from './routes/orders/routes'
import { regionRoutes } from './routes/regions/routes'
import { reviewRoutes } from './routes/reviews/routes'
import { seoRoutes } from './routes/seo/routes'
import { HEAD_SCRIPT_HASH } from './seo/page-scripts'
import { storeRoutes } from './routes/stores/routes'
import { userRoutes } from './routes/user/routes'
import { paymentSandboxRoutes } from './services/payment/sandbox/routes'

export interface AppOptions {
  db: Db
  env: Env
  logger?: FastifyServerOptions['logger']
  /** The PostgreSQL pool's counts for the metrics; PGlite has no pool. */
  poolStats?: () => PoolStats
  /** The base clock of promos, holds and scheduled jobs; tests move it instead of waiting. */
  now?: () => Date
  /** Which database `db` is: PostgreSQL keeps uploaded media where every instance reads them. */
  databaseKind?: 'pglite' | 'postgres'
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock
    orderLinks: OrderLinks
    /** The courier adapter: SiCepat, or the simulator (docs/decisions/020). */
    courier: CourierService
    /** The payment page: Faspay, or the built-in page (docs/decisions/021, 022, 039). */
    payment: PaymentService
  }
}

export async function buildApp(options: AppOptions) {
  const { db, logger = false, now: baseNow, databaseKind = 'pglite' } = options
  // Without a configured secret (tests, benchmarks) the built-in payment page signs with one that
  // lives as long as the process; server.ts keeps one in DATA_DIR (decision 063).
  const env: Env = {
    ...options.env,
    PAYMENT_SANDBOX_SECRET:
      options.env.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('base64url'),
  }
  const clock = createClock(baseNow ?? (() => new Date()), env.CLOCK_SHIFT === 'on')
  const now = clock.now
  const app = Fastify({
    logger,
    logController: new AccessLog(),
    bodyLimit: 64 * 1024,
    // Off by default: X-Forwarded-For from an untrusted hop would let a client pick its address.
    trustProxy: env.TRUST_PROXY,
    // Ids and search terms never need more; longer URLs are hostile.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerUnreadableAddress,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  // Before any route: it adds itself to the routes whose writes a cookie authorises.
  registerCrossSiteGuard(app, env)
  registerAnswerLanguage(app)
  registerMetrics(app, env, options.poolStats)

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
        'frame-src': ['https://www.youtube-nocookie.com'],
        // The inline tap keeper, by its hash (decision 031); no other inline script runs.
        'script-src': ["'self'", HEAD_SCRIPT_HASH],
        'form-action': ["'self'", 'https:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Headers for browsers long gone (Internet Explorer's download prompt and XSS filter, Flash's
    // cross-domain policies), and one that turns DNS prefetching off: every page's first answer
    // must fit TCP's first window (decision 008), and these bought nothing for its bytes.
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
  })
  await app.register(compress, { threshold: 1024 })
  if (env.RATE_LIMIT_PER_MINUTE > 0) {
    await app.register(rateLimit, { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' })
  }
  await registerOpenApi(app)
  registerDatabase(app, db)
  registerMediaStore(app, env, databaseKind)
  registerHealth(app)
  app.decorate('clock', clock)
  // Without a configured secret (tests, benchmarks) links live as long as the process.
  app.decorate(
    'orderLinks',
    createOrderLinks(env.ORDER_LINK_SECRET ?? randomBytes(32).toString('base64url')),
  )
  registerCatalogueCache(app, env)
  registerAuth(app)
  registerMail(app, env)
  const courier = await createCourier(env, { bookings: createOrderBookingStore(app.db) })
  app.decorate('courier', courier)
  app.decorate('payment', createPayment(env))
  registerOrderEvents(app, env)
  registerJobs(app, env)

  await app.register(
    (api, _options, done) => {
      catalogRoutes(api)
      cartRoutes(api, { now })
      checkoutRoutes(api, { now, courier, env })
      homeRoutes(api)
      storeRoutes(api)
      regionRoutes(api)
      authRoutes(api, env)
      newsletterRoutes(api, env)
      userRoutes(api, env)
      orderRoutes(api, { courier, env })
      reviewRoutes(api)
      adminRoutes(api, env)
      if (env.OPERATOR_TOKEN) operatorRoutes(api, { token: env.OPERATOR_TOKEN, clock })
      api.get('/health', { schema: { hide: true } }, () => ({ status: 'ok' }))
      done()
    },
    { prefix: '/api' },
  )
  if (app.payment.provider === 'sandbox') await app.register(paymentSandboxRoutes, { env, now })
  seoRoutes(app, env)
  await registerAdminApp(app, env)
  await registerWeb(app, env)
  return app
}
