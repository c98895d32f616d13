import { z } from 'zod'
import { defineCall } from './call'
import { DataMessageResponseSchema, DateTimeSchema } from './common'
import { MESSAGES } from './messages'

/** How many notifications the header dropdown and the page show (spec section 9). */
export const NOTIFICATION_LIMITS = { dropdown: 5, page: 20 } as const
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
})
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>

export const getUnreadNotificationsCount = defineCall({
  method: 'GET',
  path: 'user/unread-notifications-count',
  payload: z.object({}),
  response: z.object({ user_notifications_count: z.number().int() }),
  auth: 'member',
  summary: "How many of the member's notifications are unread (the header dot)",
})

export const getNotifications = defineCall({
  method: 'GET',
  path: 'user/notifications',
  payload: NotificationListQuerySchema,
  response: z.object({ user_notifications: z.array(NotificationSchema) }),
  auth: 'member',
  summary: "The member's latest notifications, newest first",
})

export const markAllNotificationsRead = defineCall({
  method: 'POST',
  path: 'user/notifications/mark-all-read',
  payload: z.object({}),
  response: DataMessageResponseSchema,
  auth: 'member',
  summary: "Mark every one of the member's notifications as read",
})
