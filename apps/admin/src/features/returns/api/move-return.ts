import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { z } from 'zod'
import type { StaffCall } from '@store/contract/admin/call'
import type { StaffReturn, approveReturn } from '@store/contract/admin/returns'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'
import { returnQueryOptions } from './get-return'

type MoveCall = StaffCall<z.ZodType, (typeof approveReturn)['response']>
type Moved = { data: { message: string; return: StaffReturn } }

/**
 * One move of the return: the page shows the return the server answers, with
 * its message; when another staff member was first, their move is what the
 * server says, and the return is read again so the page shows what it became.
 */
export function useReturnMove<C extends MoveCall>(call: C, ref: string, onDone?: () => void) {
  const queryClient = useQueryClient()
  const { queryKey } = returnQueryOptions(ref)
  const listsAgain = () => queryClient.invalidateQueries({ queryKey: ['returns', 'list'] })
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) => callApi(call, payload),
    onSuccess: (answer) => {
      const { message, return: moved } = (answer as Moved).data
      queryClient.setQueryData(queryKey, moved)
      void listsAgain()
      toast.success(message)
      onDone?.()
    },
    onError: (error) => {
      toast.error(error.message)
      void queryClient.invalidateQueries({ queryKey })
      void listsAgain()
    },
  })
}
