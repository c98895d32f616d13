import { eq } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { settings } from '@store/db/schema'

export async function readSetting(db: Executor, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
  return row?.value ?? null
}

/**
 * The one way a setting is written (home content, the operator's general
 * settings, the staff sign-in rule): sets it, or removes it when `value` is
 * empty; answers the value it held ('' for none), read under a row lock so
 * two writers report what each replaced.
 */
export async function putSetting(tx: Transaction, key: string, value: string) {
  const [held] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update')
  if (value === '') await tx.delete(settings).where(eq(settings.key, key))
  else
    await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } })
  return held?.value ?? ''
}
