import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { staff, staffRecoveryCodes, staffShowrooms } from '@store/db/schema'
import type { StaffRole } from '@store/contract/admin/staff-roles'
import type { Locale } from '@store/contract/locale'

export async function findStaffByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email))
  return row ?? null
}

export async function findStaffById(db: Executor, id: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id))
  return row ?? null
}

export async function createStaff(
  db: Executor,
  account: {
    email: string
    name: string
    role: StaffRole
    passwordHash: string
    language?: Locale
  },
  showroomIds: readonly number[],
): Promise<number | null> {
  const [row] = await db
    .insert(staff)
    // An owner hears of each paid order from the start; anyone may switch it off (decision 077).
    .values({ ...account, notifyPaidOrders: account.role === 'OWNER' })
    .onConflictDoNothing({ target: staff.email })
    .returning({ id: staff.id })
  if (!row) return null
  if (showroomIds.length > 0)
    await db
      .insert(staffShowrooms)
      .values(showroomIds.map((showroomId) => ({ staffId: row.id, showroomId })))
  return row.id
}

export async function setStaffPassword(db: Executor, id: number, passwordHash: string, at: Date) {
  await db.update(staff).set({ passwordHash, updatedAt: at }).where(eq(staff.id, id))
}

export async function setStaffLanguage(db: Executor, id: number, language: Locale, at: Date) {
  await db.update(staff).set({ language, updatedAt: at }).where(eq(staff.id, id))
}

/** Spends one unused recovery code of the account; false when none matches. */
export async function spendRecoveryCode(db: Executor, staffId: number, codeHash: string, at: Date) {
  const [row] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id })
  return row !== undefined
}

/**
 * Accepts the code of time step `step` once: true when it is later than every
 * step accepted before (RFC 6238, section 5.2). One conditional update, so two
 * sessions giving one code at once, on any instance, cannot both get in.
 */
export async function claimTotpStep(db: Executor, staffId: number, step: number) {
  const [row] = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id })
  return row !== undefined
}
