import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { z } from 'zod'
import type { OrderActionAnswerSchema } from '@store/contract/admin/order-actions'
import type { StaffCall } from '@store/contract/admin/call'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'
import { orderDetailQueryOptions } from './get-order-detail'

type ActionCall = StaffCall<z.ZodType, typeof OrderActionAnswerSchema>

/**
 * One action on the order: the page shows the order the server answers, with its
 * message; a refusal (another staff member was first) is shown as the server words
 * it, and the order is read again so the page shows what happened.
 */
export function useOrderAction<C extends ActionCall>(call: C, ref: string, onDone?: () => void) {
  const queryClient = useQueryClient()
  const { queryKey } = orderDetailQueryOptions(ref)
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) => callApi(call, payload),
    onSuccess: (answer) => {
      const { message, order } = (answer as { data: { message: string; order: OrderDetail } }).data
      queryClient.setQueryData(queryKey, order)
      toast.success(message)
      onDone?.()
    },
    onError: (error) => {
      toast.error(error.message)
      void queryClient.invalidateQueries({ queryKey })
    },
  })
}
