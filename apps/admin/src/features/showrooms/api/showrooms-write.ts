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

/**
 * What the toast says after a write, in the back office's language, from the
 * write and the regions as they were before it (a deleted one's name).
 */
export type ShowroomsSaid<C extends StaffCall> = (
  payload: PayloadOf<C>,
  before: AdminRegion[],
) => string

/** A write of the showrooms: the answer's regions replace the screen's; its toast is said here. */
export function useShowroomsWrite<C extends StaffCall>(
  call: C,
  said: ShowroomsSaid<C>,
  options: WriteOptions = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) =>
      callApi(call, payload) as Promise<{ message: string; data: { regions: AdminRegion[] } }>,
    onMutate: () => queryClient.getQueryData(showroomsQueryOptions.queryKey) ?? [],
    onSuccess: ({ data }, payload, before) => {
      queryClient.setQueryData(showroomsQueryOptions.queryKey, data.regions)
      toast.success(said(payload, before))
      options.onSaved?.()
    },
    onError: (error) => {
      toast.error(error.message)
      void queryClient.invalidateQueries({ queryKey: showroomsQueryOptions.queryKey })
    },
  })
}
