import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { StaffCall } from '@store/contract/admin/call'
import type { HomeContent } from '@store/contract/admin/home-content'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'
import { homeContentQueryOptions } from './get-home-content'

export interface WriteOptions {
  /** After the save (a dialog's form closes). */
  onSaved?: () => void
}

/**
 * A write of the home content: the answer holds the whole content as it now
 * stands, which replaces the screen's copy; the server's message is the toast.
 */
export function useHomeContentWrite<C extends StaffCall>(call: C, options: WriteOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) =>
      callApi(call, payload) as Promise<{ message: string; data: HomeContent }>,
    onSuccess: ({ message, data }) => {
      queryClient.setQueryData(homeContentQueryOptions.queryKey, data)
      toast.success(message)
      options.onSaved?.()
    },
    onError: (error) => {
      toast.error(error.message)
      void queryClient.invalidateQueries({ queryKey: homeContentQueryOptions.queryKey })
    },
  })
}
