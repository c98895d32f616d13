import { count, eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { orders, settings } from '@store/db/schema'

/** The setting that names (never holds) the secret the built-in page's bills are signed with. */
const SIGNER_SETTING = 'PAYMENT_SANDBOX_SIGNER'

/** Records `signer` unless another is recorded; answers the one recorded. */
export async function claimSandboxSigner(db: Executor, signer: string): Promise<string> {
  await db.insert(settings).values({ key: SIGNER_SETTING, value: signer }).onConflictDoNothing()
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SIGNER_SETTING))
  return row?.value ?? signer
}

export async function replaceSandboxSigner(db: Executor, signer: string) {
  await db
    .insert(settings)
    .values({ key: SIGNER_SETTING, value: signer })
    .onConflictDoUpdate({ target: settings.key, set: { value: signer } })
}

/** Every order has had a bill signed for it. */
export async function countBills(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders)
  return Number(row?.n ?? 0)
}
