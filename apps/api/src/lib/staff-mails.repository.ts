import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { staff, staffShowrooms } from '@store/db/schema'
import type { StaffMailSettings } from '@store/contract/admin/staff-mails'

const settingsColumns = {
  notify_paid_orders: staff.notifyPaidOrders,
  notify_daily_summary: staff.notifyDailySummary,
}

export async function findMailSettings(
  db: Executor,
  staffId: number,
): Promise<StaffMailSettings | null> {
  const [row] = await db.select(settingsColumns).from(staff).where(eq(staff.id, staffId))
  return row ?? null
}

export async function saveMailSettings(
  db: Executor,
  staffId: number,
  settings: StaffMailSettings,
  now: Date,
): Promise<StaffMailSettings | null> {
  const [row] = await db
    .update(staff)
    .set({
      notifyPaidOrders: settings.notify_paid_orders,
      notifyDailySummary: settings.notify_daily_summary,
      updatedAt: now,
    })
    .where(eq(staff.id, staffId))
    .returning(settingsColumns)
  return row ?? null
}

/**
 * Active accounts that chose a mail, each with the showrooms it serves (a
 * SHOWROOM account hears only of those; other roles serve none and hear of all).
 */
export function listStaffToMail(db: Executor, mail: 'paid-orders' | 'daily-summary') {
  const chose = mail === 'paid-orders' ? staff.notifyPaidOrders : staff.notifyDailySummary
  return db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      showroomIds: sql<number[]>`coalesce(array_agg(${staffShowrooms.showroomId})
        filter (where ${staffShowrooms.showroomId} is not null), '{}')`,
    })
    .from(staff)
    .leftJoin(staffShowrooms, eq(staffShowrooms.staffId, staff.id))
    .where(and(eq(staff.isActive, true), eq(chose, true)))
    .groupBy(staff.id)
    .orderBy(staff.id)
}
