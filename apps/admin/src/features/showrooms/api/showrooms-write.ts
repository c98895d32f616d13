import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { StaffCall } from '@store/contract/admin/call'
import type { AdminRegion } from '@store/contract/admin/showrooms'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'
import { showroomsQueryOptions } from './get-showrooms'

export interface WriteOptions {
  /** After the save (a dialog's form closes). */
  onSaved?: () => void
}

/** A write of the showrooms: the answer's regions replace the screen's; its message is the toast. */
export function useShowroomsWrite<C extends StaffCall>(call: C, options: WriteOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) =>
      callApi(call, payload) as Promise<{ message: string; data: { regions: AdminRegion[] } }>,
    onSuccess: ({ message, data }) => {
      queryClient.setQueryData(showroomsQueryOptions.queryKey, data.regions)
      toast.success(message)
      options.onSaved?.()
    },
    onError: (error) => {
      toast.error(error.message)
      void queryClient.invalidateQueries({ queryKey: showroomsQueryOptions.queryKey })
    },
  })
}
