import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { settings, staff, staffSessions, staffShowrooms } from '@store/db/schema'
import type { StaffRole } from '@store/contract/admin/staff-roles'
import type { Locale } from '@store/contract/locale'
import { createAccessToken, hashAccessToken } from './tokens'

export const STAFF_SESSION_LIFETIME = {
  /** A working day and its evening: a counter phone left unused overnight signs out. */
  idleMs: 12 * 60 * 60 * 1000,
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
  /** Between the password and the second factor. */
  pendingMs: 10 * 60 * 1000,
  touchEveryMs: 5 * 60 * 1000,
}

/** The setting an OWNER turns on to require a second factor of every account. */
export const TOTP_REQUIRED_SETTING = 'STAFF_TOTP_REQUIRED'

export interface StaffSession {
  sessionId: number
  id: number
  email: string
  name: string
  role: StaffRole
  /** The language the back office speaks to the account. */
  language: Locale
  showroomIds: number[]
  totpEnabled: boolean
  /** The second factor was given (or the account has none). */
  verified: boolean
  totpRequired: boolean
}

export async function issueStaffSession(
  db: Executor,
  staffId: number,
  verified: boolean,
  now: Date,
): Promise<string> {
  const token = createAccessToken()
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: hashAccessToken(token),
    verifiedAt: verified ? now : null,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(
      now.getTime() +
        (verified ? STAFF_SESSION_LIFETIME.absoluteMs : STAFF_SESSION_LIFETIME.pendingMs),
    ),
  })
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        or(
          lt(staffSessions.expiresAt, now),
          lt(staffSessions.lastUsedAt, new Date(now.getTime() - STAFF_SESSION_LIFETIME.idleMs)),
        ),
      ),
    )
  return token
}

/** The live session a token names, with its account; refreshes the idle clock. */
export async function findStaffSession(
  db: Executor,
  token: string,
  now: Date,
): Promise<StaffSession | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastUsedAt: staffSessions.lastUsedAt,
      verifiedAt: staffSessions.verifiedAt,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      language: staff.language,
      totpEnabledAt: staff.totpEnabledAt,
      showroomIds: sql<
        number[]
      >`coalesce((select array_agg(${staffShowrooms.showroomId} order by ${staffShowrooms.showroomId}) from ${staffShowrooms} where ${staffShowrooms.staffId} = ${staff.id}), '{}')`,
      totpRequired: sql<boolean>`exists (select 1 from ${settings} where ${settings.key} = ${TOTP_REQUIRED_SETTING} and ${settings.value} = 'on')`,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashAccessToken(token)),
        eq(staff.isActive, true),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastUsedAt, new Date(now.getTime() - STAFF_SESSION_LIFETIME.idleMs)),
      ),
    )
    .limit(1)
  if (!row) return null
  if (now.getTime() - row.lastUsedAt.getTime() > STAFF_SESSION_LIFETIME.touchEveryMs)
    await db
      .update(staffSessions)
      .set({ lastUsedAt: now })
      .where(eq(staffSessions.id, row.sessionId))
  return {
    sessionId: row.sessionId,
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    showroomIds: row.showroomIds.map(Number),
    totpEnabled: row.totpEnabledAt !== null,
    verified: row.verifiedAt !== null || row.totpEnabledAt === null,
    totpRequired: row.totpRequired,
  }
}

/** The second factor was given: the session gets a staff session's full lifetime. */
export async function verifyStaffSession(db: Executor, sessionId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({
      verifiedAt: now,
      expiresAt: new Date(now.getTime() + STAFF_SESSION_LIFETIME.absoluteMs),
    })
    .where(eq(staffSessions.id, sessionId))
}

export async function revokeStaffSession(db: Executor, sessionId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId))
}

/** Every session of the account but the one in hand (a password change), or all of them (a role change). */
export async function revokeStaffSessions(db: Executor, staffId: number, keepSessionId?: number) {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        keepSessionId === undefined ? undefined : ne(staffSessions.id, keepSessionId),
      ),
    )
}
