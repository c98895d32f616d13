import { expect, test } from 'vitest'
import { MESSAGES } from './messages'
import {
  NOTIFICATION_LIMITS,
  NotificationListQuerySchema,
  getNotifications,
  markAllNotificationsRead,
} from './notifications'
import { accept, refusal } from './test-utils'

test('the dropdown asks for 5 notifications and the page for 20', () => {
  expect(NOTIFICATION_LIMITS).toEqual({ dropdown: 5, page: 20 })
  expect(accept(NotificationListQuerySchema, { limit: '5' }).limit).toBe(5)
  expect(accept(NotificationListQuerySchema, {}).limit).toBe(20)
})

test('a limit outside 1 to 50 is refused readably', () => {
  for (const limit of ['0', '51', '-5', '2.5', 'all']) {
    expect(refusal(NotificationListQuerySchema, { limit })).toBe(MESSAGES.notificationLimit)
  }
})

test('a notification carries title, body, link, read flag and time', () => {
  const notification = {
    id: 1,
    title: 'Pesanan dikirim',
    body: 'Pesanan #A1B2C3D4 sedang dalam perjalanan.',
    href: '/account/orders',
    is_read: false,
    created_at: '2025-03-02 10:15:00',
  }
  expect(accept(getNotifications.response, { user_notifications: [notification] })).toEqual({
    user_notifications: [notification],
  })
})

test('mark all as read answers a message under data', () => {
  expect(accept(markAllNotificationsRead.response, { data: { message: 'ok' } })).toBeTruthy()
  expect(refusal(markAllNotificationsRead.response, { message: 'ok' })).toBeDefined()
})
