import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { ApiCall } from '@store/contract/call'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'
import { staffQueryOptions } from './list-staff'

/** A change to the staff list: the server's own message as a toast, then the list read again. */
export function useStaffChange<C extends ApiCall>(call: C, onDone?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) => callApi(call, payload),
    onSuccess: (answer) => {
      const { message } = answer as { message?: string }
      if (message) toast.success(message)
      onDone?.()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions.queryKey }),
  })
}
