import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { NOTIFICATION_LIMITS } from '@store/contract/constants'
import { ApiError, fetchCall, handleApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { NOTIFICATIONS_KEY } from './unread-count'
import { refetchAfterChange } from '@/lib/query-client'

export const latestNotificationsQuery = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'latest'],
    queryFn: async () =>
      (await fetchCall('getNotifications', { limit: NOTIFICATION_LIMITS.dropdown }))
        .user_notifications,
  })

/** 20 a page (spec section 9), each page older than the last one seen. */
export const notificationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'pages'],
    queryFn: async ({ pageParam }) =>
      (
        await fetchCall('getNotifications', {
          limit: NOTIFICATION_LIMITS.page,
          before_id: pageParam,
        })
      ).user_notifications,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) =>
      page.length < NOTIFICATION_LIMITS.page ? undefined : page.at(-1)?.id,
  })

export function useMarkAllRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => fetchCall('markAllNotificationsRead'),
    onSuccess: async (answer) => {
      toast.success(answer.data.message)
      await refetchAfterChange(queryClient, NOTIFICATIONS_KEY)
    },
    onError: (error) => {
      if (error instanceof ApiError) handleApiError(error.result)
    },
  })
}
