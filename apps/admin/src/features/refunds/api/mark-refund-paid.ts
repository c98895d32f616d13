import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { markRefundPaid } from '@store/contract/admin/refunds'
import type { MarkRefundPaidInput } from '@store/contract/admin/refunds'
import { callApi } from '@/lib/api-client'

/**
 * Marks a refund paid; when someone else was first the server says who, and
 * the list is read again either way so it shows what happened.
 */
export function useMarkRefundPaid(onDone?: () => void) {
  const queryClient = useQueryClient()
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['refunds'] })
    void queryClient.invalidateQueries({ queryKey: ['order'] })
  }
  return useMutation({
    mutationFn: (input: MarkRefundPaidInput) => callApi(markRefundPaid, input),
    onSuccess: (answer) => {
      toast.success(answer.data.message)
      refresh()
      onDone?.()
    },
    onError: (error) => {
      toast.error(error.message)
      refresh()
    },
  })
}
