import { z } from 'zod'
import { defineCall } from './call'
import { DataMessageResponseSchema, DateTimeSchema, requiredId } from './common'
import { MESSAGES } from './messages'
import { ROUTES } from './routes'

import { NOTIFICATION_LIMITS } from './constants'

export { NOTIFICATION_LIMITS }
export const MAX_NOTIFICATION_LIMIT = 50

export const NotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads: an app path such as /account/orders. */
  href: z.string().nullable(),
  is_read: z.boolean(),
  created_at: DateTimeSchema,
})
export type Notification = z.infer<typeof NotificationSchema>

export const NotificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: MESSAGES.notificationLimit })
    .int(MESSAGES.notificationLimit)
    .min(1, MESSAGES.notificationLimit)
    .max(MAX_NOTIFICATION_LIMIT, MESSAGES.notificationLimit)
    .default(NOTIFICATION_LIMITS.page),
  /** The next page: notifications older than this one (the last id of the page before). */
  before_id: requiredId(MESSAGES.notificationCursor).optional(),
})
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>

export const getUnreadNotificationsCount = defineCall({
  ...ROUTES.getUnreadNotificationsCount,
  payload: z.object({}),
  response: z.object({ user_notifications_count: z.number().int() }),
  summary: "How many of the member's notifications are unread (the header dot)",
})

export const getNotifications = defineCall({
  ...ROUTES.getNotifications,
  payload: NotificationListQuerySchema,
  response: z.object({ user_notifications: z.array(NotificationSchema) }),
  summary: "The member's latest notifications, newest first",
})

export const markAllNotificationsRead = defineCall({
  ...ROUTES.markAllNotificationsRead,
  payload: z.object({}),
  response: DataMessageResponseSchema,
  summary: "Mark every one of the member's notifications as read",
})
