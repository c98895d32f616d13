import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { DEFAULT_BRAND_CODE } from '@store/contract/headers'
import { CourierEnvShape } from './services/courier/settings'
import { PaymentEnvShape } from './services/payment/settings'
import { QrisEnvShape } from './services/payment/qris/settings'
import { TrustProxySchema } from './lib/trust-proxy'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://… runs on a PostgreSQL server; unset runs the embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Holds the PGlite database, generated media and outgoing e-mail. */
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  /** The back office's build, served at /admin when present. */
  ADMIN_DIST_DIR: z.string().default(resolve(repoRoot, 'apps/admin/dist')),
  BRAND_CODE: z.string().min(1).max(32).default(DEFAULT_BRAND_CODE),
  /** The public origin used in canonical links, Open Graph and the sitemap. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(0),
  /** Behind a proxy, which hops may name the client that the rate limits count (lib/trust-proxy.ts). */
  TRUST_PROXY: TrustProxySchema.default(false),
  /** Guest carts unused this many days are deleted (docs/decisions/014). */
  CART_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Memory for serialised catalogue answers, all encodings counted; 0 keeps none (benchmarks). */
  ANSWER_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** The longest a cached answer lives when no change notice reaches this instance. */
  ANSWER_CACHE_TTL_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /**
   * After SIGTERM, how long /readyz answers 503 while requests are still served, so a
   * load balancer stops sending before the server closes (decision 056). Ctrl-C skips it.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /**
   * /metrics (Prometheus) on the public port, for a scraper sending `Authorization: Bearer <token>`.
   * Unset with METRICS_PORT unset too, no metrics are exposed (decision 056).
   */
  METRICS_TOKEN: z.string().min(16).max(200).optional(),
  /** /metrics on a port of its own, apart from the shop's; the token is asked there too when set. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  ...CourierEnvShape,
  ...PaymentEnvShape,
  ...QrisEnvShape,
  /** smtp://user:pass@host:587 or smtps://…; unset writes each mail as an .eml file under DATA_DIR/mail. */
  SMTP_URL: z.string().url().optional(),
  /**
   * Where mail is written as .eml files when SMTP_URL is unset (DATA_DIR/mail by default);
   * instances on one machine may share one.
   */
  MAIL_DIR: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('KAINARA <hello@kainara.co.id>'),
  /**
   * The bearer token of the operator's calls (`npm run store`). Unset, the
   * server makes one and keeps it in DATA_DIR/operator-token.
   */
  OPERATOR_TOKEN: z.string().min(16).max(200).optional(),
  /**
   * The secret that signs guests' order links in e-mails (docs/decisions/026).
   * Unset, the server makes one and keeps it in DATA_DIR/order-link-secret.
   */
  ORDER_LINK_SECRET: z.string().min(32).max(200).optional(),
  /**
   * The secret that signs the device cookies of browsers that signed in (docs/decisions/038).
   * Unset, the server makes one and keeps it in DATA_DIR/device-cookie-secret.
   */
  DEVICE_COOKIE_SECRET: z.string().min(32).max(200).optional(),
  /** 'off' runs background jobs only when the operator (or a test) asks by name. */
  BACKGROUND_JOBS: z.enum(['on', 'off']).default('on'),
  /** 'on' lets the operator move the clock forward (demos, end-to-end runs); never in a live shop. */
  CLOCK_SHIFT: z.enum(['off', 'on']).default('off'),
  /**
   * 'on' draws every image's missing renditions in a low-priority process after
   * start; 'off' draws only those a request asks for.
   */
  MEDIA_PRERENDER: z.enum(['on', 'off']).default('on'),
})

export type Env = z.infer<typeof EnvSchema>

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration: ${problems.join('; ')}`)
  }
  return parsed.data
}

/** The raw environment, for the operator's command (STORE_URL, PORT, DATA_DIR, OPERATOR_TOKEN). */
export function readProcessEnv(): NodeJS.ProcessEnv {
  return process.env
}
