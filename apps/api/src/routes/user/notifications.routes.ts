import type { FastifyInstance } from 'fastify'
import { and, count, desc, eq, lt } from 'drizzle-orm'
import {
  getNotifications,
  getUnreadNotificationsCount,
  markAllNotificationsRead,
} from '@store/contract/notifications'
import { MESSAGES } from '@store/contract/messages'
import { notifications } from '@store/db/schema'
import { registerCall } from '../../lib/register-call'
import { requireMember } from '../../plugins/auth'
import { formatJakartaDateTime } from '../../lib/jakarta-time'

export function notificationRoutes(app: FastifyInstance) {
  registerCall(app, getUnreadNotificationsCount, async (_input, request) => {
    const [row] = await app.db
      .select({ unread: count() })
      .from(notifications)
      .where(
        and(eq(notifications.userId, requireMember(request).id), eq(notifications.isRead, false)),
      )
    return { user_notifications_count: row?.unread ?? 0 }
  })

  registerCall(app, getNotifications, async ({ limit, before_id }, request) => {
    const rows = await app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, requireMember(request).id),
          before_id === undefined ? undefined : lt(notifications.id, before_id),
        ),
      )
      // Ids grow with time, so the newest-first order and the page cursor agree.
      .orderBy(desc(notifications.id))
      .limit(limit)
    return {
      user_notifications: rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        href: row.href,
        is_read: row.isRead,
        created_at: formatJakartaDateTime(row.createdAt),
      })),
    }
  })

  registerCall(app, markAllNotificationsRead, async (_input, request) => {
    await app.db
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(eq(notifications.userId, requireMember(request).id), eq(notifications.isRead, false)),
      )
    return { data: { message: MESSAGES.notificationsRead } }
  })
}
