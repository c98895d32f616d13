import { eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { staff, staffRecoveryCodes } from '@store/db/schema'

/** Keeps the key of a set-up under way; two-step sign-in stays off until it is confirmed. */
export async function storePendingTotpSecret(db: Executor, id: number, secret: string, at: Date) {
  await db
    .update(staff)
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: at })
    .where(eq(staff.id, id))
}

/**
 * Turns the key on and replaces every recovery code with the new ones' hashes.
 * The code that confirmed it is spent: its step is the last one accepted.
 */
export async function enableTotp(
  db: Executor,
  id: number,
  codeHashes: string[],
  at: Date,
  confirmedStep: number,
) {
  await db
    .update(staff)
    .set({ totpEnabledAt: at, totpLastStep: confirmedStep, updatedAt: at })
    .where(eq(staff.id, id))
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id))
  await db
    .insert(staffRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ staffId: id, codeHash })))
}

export async function disableTotp(db: Executor, id: number, at: Date) {
  await db
    .update(staff)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: at })
    .where(eq(staff.id, id))
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id))
}
