import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { getShowrooms } from '@store/contract/admin/showrooms'
import type { AdminRegion } from '@store/contract/admin/showrooms'
import type { StaffCall } from '@store/contract/admin/call'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'

export const showroomsQuery = queryOptions({
  queryKey: ['showrooms'],
  queryFn: async () => (await callApi(getShowrooms, {})).data.regions,
  refetchOnWindowFocus: false,
})

export const useShowrooms = () => useQuery(showroomsQuery)

/** A write of the showrooms: the answer's regions replace the screen's; its message is the toast. */
export function useShowroomsWrite<C extends StaffCall>(
  call: C,
  options: { onSaved?: () => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) =>
      callApi(call, payload) as Promise<{ message: string; data: { regions: AdminRegion[] } }>,
    onSuccess: ({ message, data }) => {
      queryClient.setQueryData(showroomsQuery.queryKey, data.regions)
      toast.success(message)
      options.onSaved?.()
    },
    onError: (error) => {
      toast.error(error.message)
      void queryClient.invalidateQueries({ queryKey: showroomsQuery.queryKey })
    },
  })
}
