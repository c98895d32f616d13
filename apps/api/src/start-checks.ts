import { mkdir } from 'node:fs/promises'
import type { Executor } from '@store/db/client'
import type { Env } from './env'
import { ensureKeptSecret } from './lib/kept-secret'
import { ensureOperatorToken } from './lib/operator-token'
import { ensureOrderLinkSecret } from './lib/order-links'
import { SANDBOX_SECRET_FILE, usesPaymentSandbox } from './services/payment/config'
import { checkSandboxSigner } from './services/payment/sandbox/signer'

/**
 * The configuration with every secret the store signs with: the configured
 * one, or one made at the first start and kept in DATA_DIR (readable by its
 * owner only), so that what it signed keeps working after a restart. The
 * built-in payment page's is made only when the page is served: nobody else
 * knows it, as nobody knows the operator token (decision 063).
 */
export async function withKeptSecrets(configured: Env): Promise<Env> {
  const dir = configured.DATA_DIR
  await mkdir(dir, { recursive: true })
  const sandboxSecret =
    configured.PAYMENT_SANDBOX_SECRET ??
    (usesPaymentSandbox(configured) ? await ensureKeptSecret(dir, SANDBOX_SECRET_FILE) : undefined)
  return {
    ...configured,
    OPERATOR_TOKEN: configured.OPERATOR_TOKEN ?? (await ensureOperatorToken(dir)),
    ORDER_LINK_SECRET: configured.ORDER_LINK_SECRET ?? (await ensureOrderLinkSecret(dir)),
    DEVICE_COOKIE_SECRET:
      configured.DEVICE_COOKIE_SECRET ?? (await ensureKeptSecret(dir, 'device-cookie-secret')),
    PAYMENT_SANDBOX_SECRET: sandboxSecret,
  }
}

/**
 * What the operator must hear at start, once the database is migrated: a
 * store behind a proxy that does not know its public origin, and instances
 * on one database whose payment pages sign with different secrets.
 */
export async function startWarnings(configured: Env, env: Env, db: Executor): Promise<string[]> {
  const warnings: string[] = []
  if (configured.TRUST_PROXY !== false && !configured.PUBLIC_URL)
    warnings.push(
      `PUBLIC_URL IS NOT SET behind the proxy named by TRUST_PROXY: links in the shop's mail (new passwords, invitations, orders) point to http://localhost:${configured.PORT}, which no customer can open. Set PUBLIC_URL to the shop's public origin, e.g. https://kainara.co.id.`,
    )
  if (usesPaymentSandbox(env) && env.PAYMENT_SANDBOX_SECRET) {
    const source = configured.PAYMENT_SANDBOX_SECRET ? 'environment' : 'data-dir'
    const mismatch = await checkSandboxSigner(db, env.PAYMENT_SANDBOX_SECRET, source)
    if (mismatch) warnings.push(mismatch)
  }
  return warnings
}
