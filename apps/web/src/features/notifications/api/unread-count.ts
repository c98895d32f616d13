import { queryOptions } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'

/** Every notification query lives under this key, so marking read refreshes them all. */
export const NOTIFICATIONS_KEY = ['user', 'notifications']

/*
 * Its own module because the header's bell needs it on every first view; the
 * lists and the mark-all-read mutation stay in chunks loaded when opened.
 */
export const unreadCountQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'unread'],
    queryFn: async () => (await fetchCall('getUnreadNotificationsCount')).user_notifications_count,
    enabled,
  })
