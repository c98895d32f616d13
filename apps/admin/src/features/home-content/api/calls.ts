import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { getHomeContent } from '@store/contract/admin/home-content'
import type { HomeContent } from '@store/contract/admin/home-content'
import type { StaffCall } from '@store/contract/admin/call'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'

export const homeContentQuery = queryOptions({
  queryKey: ['home-content'],
  queryFn: async () => (await callApi(getHomeContent, {})).data,
  // A refetch while a form is open would replace what is being typed.
  refetchOnWindowFocus: false,
})

export const useHomeContent = () => useQuery(homeContentQuery)

/**
 * A write of the home content: the answer holds the whole content as it now
 * stands, which replaces the screen's copy; the server's message is the toast.
 */
export function useHomeContentWrite<C extends StaffCall>(
  call: C,
  options: { onSaved?: () => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) =>
      callApi(call, payload) as Promise<{ message: string; data: HomeContent }>,
    onSuccess: ({ message, data }) => {
      queryClient.setQueryData(homeContentQuery.queryKey, data)
      toast.success(message)
      options.onSaved?.()
    },
    onError: (error) => {
      toast.error(error.message)
      void queryClient.invalidateQueries({ queryKey: homeContentQuery.queryKey })
    },
  })
}
