import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { ApiCall } from '@store/contract/call'
import { callApi } from '@/lib/api-client'
import type { AnswerOf, PayloadOf } from '@/lib/api-client'
import { staffQueryOptions } from './list-staff'

/** What the toast says after a change, in the back office's language. */
export type StaffChangeSaid<C extends ApiCall> = (
  payload: PayloadOf<C>,
  answer: AnswerOf<C>,
) => string

/**
 * A change to the staff list: its toast, then the list read again. The toast
 * is said here from the change and its answer, so it reads in the back
 * office's language (the server's own message is English).
 */
export function useStaffChange<C extends ApiCall>(
  call: C,
  said: StaffChangeSaid<C>,
  onDone?: () => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) => callApi(call, payload),
    onSuccess: (answer, payload) => {
      toast.success(said(payload, answer))
      onDone?.()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions.queryKey }),
  })
}
