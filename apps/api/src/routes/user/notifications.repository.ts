import { and, count, desc, eq, lt } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { notifications } from '@store/db/schema'

const unreadOf = (userId: number) =>
  and(eq(notifications.userId, userId), eq(notifications.isRead, false))

export async function countUnreadNotifications(db: Executor, userId: number) {
  const [row] = await db.select({ unread: count() }).from(notifications).where(unreadOf(userId))
  return row?.unread ?? 0
}

/** One page of a member's notifications, newest first, older than `beforeId` when given. */
export function listNotifications(
  db: Executor,
  userId: number,
  page: { limit: number; beforeId: number | undefined },
) {
  return (
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          page.beforeId === undefined ? undefined : lt(notifications.id, page.beforeId),
        ),
      )
      // Ids grow with time, so the newest-first order and the page cursor agree.
      .orderBy(desc(notifications.id))
      .limit(page.limit)
  )
}

export async function markNotificationsRead(db: Executor, userId: number) {
  await db.update(notifications).set({ isRead: true }).where(unreadOf(userId))
}
