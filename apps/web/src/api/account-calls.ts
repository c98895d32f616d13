import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { RouteName } from '@store/contract/routes'
import { ApiError, fetchCall, handleApiError } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-payload'
import { toast } from '@/lib/toast'
import { refetchAfterChange } from '@/lib/query-client'

export const profileQuery = () =>
  queryOptions({ queryKey: ['user', 'profile'], queryFn: () => fetchCall('getProfile') })

/**
 * A member call that changes something: the server's message as a toast on
 * success, the general error handler on failure, and the listed queries
 * fetched again (spec section 4: the profile is reloaded after the newsletter toggle).
 */
export function useAccountMutation<K extends RouteName>(name: K, refetch: readonly string[][]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<K>) => fetchCall(name, payload),
    onSuccess: async (answer) => {
      const data = answer as { data?: { message?: string }; message?: string }
      const message = data.data?.message ?? data.message
      if (message) toast.success(message)
      await refetchAfterChange(queryClient, ...refetch)
    },
    onError: (error) => {
      if (error instanceof ApiError) handleApiError(error.result)
      else toast.error(error.message)
    },
  })
}
