import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { staff, staffInvites } from '@store/db/schema'
import type { StaffRole } from '@store/contract/admin/staff-roles'

export interface NewInvite {
  email: string
  name: string
  role: StaffRole
  showroomIds: number[]
  tokenHash: string
  invitedBy: number
  createdAt: Date
  expiresAt: Date
}

/** A new invitation replaces any still open to the same address: only the newest link works. */
export async function replaceInvite(db: Executor, invite: NewInvite) {
  await db
    .delete(staffInvites)
    .where(and(eq(staffInvites.email, invite.email), isNull(staffInvites.acceptedAt)))
  const [row] = await db.insert(staffInvites).values(invite).returning({ id: staffInvites.id })
  if (!row) throw new Error('the invitation was not stored')
  return row.id
}

/** Invitations not yet accepted (expired ones too, so the owner sees and clears them). */
export async function listOpenInvites(db: Executor) {
  return db
    .select({
      id: staffInvites.id,
      email: staffInvites.email,
      name: staffInvites.name,
      role: staffInvites.role,
      showroomIds: staffInvites.showroomIds,
      invitedBy: staff.email,
      createdAt: staffInvites.createdAt,
      expiresAt: staffInvites.expiresAt,
    })
    .from(staffInvites)
    .leftJoin(staff, eq(staff.id, staffInvites.invitedBy))
    .where(isNull(staffInvites.acceptedAt))
    .orderBy(asc(staffInvites.createdAt), asc(staffInvites.id))
}

export async function findInviteByTokenHash(db: Executor, tokenHash: string, lock = false) {
  const query = db.select().from(staffInvites).where(eq(staffInvites.tokenHash, tokenHash))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** Deletes an invitation still open; null when there is none of that id. */
export async function deleteOpenInvite(db: Executor, id: number) {
  const [row] = await db
    .delete(staffInvites)
    .where(and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt)))
    .returning({ email: staffInvites.email, role: staffInvites.role })
  return row ?? null
}

export async function markInviteAccepted(db: Executor, id: number, at: Date) {
  await db.update(staffInvites).set({ acceptedAt: at }).where(eq(staffInvites.id, id))
}
