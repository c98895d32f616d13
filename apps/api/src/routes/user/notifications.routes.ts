import type { FastifyInstance } from 'fastify'
import {
  getNotifications,
  getUnreadNotificationsCount,
  markAllNotificationsRead,
} from '@store/contract/notifications'
import { MESSAGES } from '@store/contract/messages'
import { registerCall } from '../../lib/register-call'
import { requireMember } from '../../plugins/auth'
import { toWibText } from '@store/contract/format/wib-text'
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
} from './notifications.repository'

export function notificationRoutes(app: FastifyInstance) {
  registerCall(app, getUnreadNotificationsCount, async (_input, request) => ({
    user_notifications_count: await countUnreadNotifications(app.db, requireMember(request).id),
  }))

  registerCall(app, getNotifications, async ({ limit, before_id }, request) => {
    const rows = await listNotifications(app.db, requireMember(request).id, {
      limit,
      beforeId: before_id,
    })
    return {
      user_notifications: rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        href: row.href,
        is_read: row.isRead,
        created_at: toWibText(row.createdAt),
      })),
    }
  })

  registerCall(app, markAllNotificationsRead, async (_input, request) => {
    await markNotificationsRead(app.db, requireMember(request).id)
    return { data: { message: MESSAGES.notificationsRead } }
  })
}
