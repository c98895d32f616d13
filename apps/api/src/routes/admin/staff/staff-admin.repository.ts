import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { showrooms, staff, staffShowrooms } from '@store/db/schema'
import type { StaffRole } from '@store/contract/admin/staff-roles'

const showroomIdsOf = sql<
  number[]
>`coalesce((select array_agg(${staffShowrooms.showroomId} order by ${staffShowrooms.showroomId}) from ${staffShowrooms} where ${staffShowrooms.staffId} = ${staff.id}), '{}')`

const memberColumns = {
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  showroomIds: showroomIdsOf,
  totpEnabledAt: staff.totpEnabledAt,
  isActive: staff.isActive,
}

type MemberRow = { showroomIds: unknown[]; totpEnabledAt: Date | null } & Record<string, unknown>
const toMember = <R extends MemberRow>({ totpEnabledAt, showroomIds, ...row }: R) => ({
  ...row,
  showroomIds: showroomIds.map(Number),
  totpEnabled: totpEnabledAt !== null,
})

export async function listStaffMembers(db: Executor) {
  const rows = await db
    .select(memberColumns)
    .from(staff)
    .orderBy(sql`${staff.isActive} desc`, asc(staff.name), asc(staff.id))
  return rows.map(toMember)
}

/** The account with its showrooms, locked for the change the caller is about to make. */
export async function findStaffMemberForUpdate(db: Executor, id: number) {
  const [row] = await db.select(memberColumns).from(staff).where(eq(staff.id, id)).for('update')
  return row ? toMember(row) : null
}

/**
 * The active OWNER accounts, locked: two owners demoting each other at the
 * same moment wait for each other, and the second sees the first's change.
 */
export async function lockActiveOwners(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'OWNER'), eq(staff.isActive, true)))
    .orderBy(asc(staff.id))
    .for('update')
  return rows.map((row) => row.id)
}

export async function setStaffRole(
  db: Executor,
  id: number,
  change: { role: StaffRole; showroomIds: readonly number[] },
  at: Date,
) {
  await db.update(staff).set({ role: change.role, updatedAt: at }).where(eq(staff.id, id))
  await db.delete(staffShowrooms).where(eq(staffShowrooms.staffId, id))
  if (change.showroomIds.length > 0)
    await db
      .insert(staffShowrooms)
      .values(change.showroomIds.map((showroomId) => ({ staffId: id, showroomId })))
}

export async function setStaffActiveFlag(db: Executor, id: number, active: boolean, at: Date) {
  await db.update(staff).set({ isActive: active, updatedAt: at }).where(eq(staff.id, id))
}

export async function listShowroomOptions(db: Executor) {
  return db
    .select({ id: showrooms.id, name: showrooms.showroomName })
    .from(showrooms)
    .orderBy(asc(showrooms.id))
}
