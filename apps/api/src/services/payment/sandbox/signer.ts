import { createHmac } from 'node:crypto'
import type { Executor } from '@store/db/client'
import { claimSandboxSigner, countBills, replaceSandboxSigner } from './signer.repository'

/** A name for a secret that tells nothing about it: the same secret, the same name. */
export const sandboxSignerOf = (secret: string) =>
  createHmac('sha256', secret).update('kainara payment sandbox signer').digest('hex').slice(0, 16)

/**
 * Instances on one database must sign the built-in page's bills with one
 * secret, or a bill made by one is refused by the next (decision 063). The
 * database names the secret its bills are signed with; an instance that signs
 * with another says so at start. A secret from the environment is the
 * operator's choice and becomes the one named; a secret this instance made
 * for itself (DATA_DIR/payment-sandbox-secret) never overrides the others'.
 */
export async function checkSandboxSigner(
  db: Executor,
  secret: string,
  source: 'environment' | 'data-dir',
): Promise<string | null> {
  const mine = sandboxSignerOf(secret)
  const named = await claimSandboxSigner(db, mine)
  if (named === mine) return null
  const bills = await countBills(db)
  const signed = `${bills} order${bills === 1 ? '' : 's'} so far`
  if (source === 'environment') {
    await replaceSandboxSigner(db, mine)
    return `PAYMENT_SANDBOX_SECRET is not the secret the built-in payment page signed this database's bills with (${signed}): bills signed before are refused from now on. Set this same secret on every instance.`
  }
  return `Another instance on this database signs the built-in payment page's bills with another secret (${signed}), and this one has no PAYMENT_SANDBOX_SECRET in its environment, so it uses the one it made in DATA_DIR/payment-sandbox-secret: a bill made by one is refused by the other. Set the same PAYMENT_SANDBOX_SECRET on every instance.`
}
