import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { getOrderDetail } from '@store/contract/admin/order-detail'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import type { OrderActionAnswerSchema } from '@store/contract/admin/order-actions'
import type { StaffCall } from '@store/contract/admin/call'
import type { z } from 'zod'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'

export const orderDetailQuery = (ref: string) =>
  queryOptions({
    queryKey: ['order', ref],
    queryFn: async () => (await callApi(getOrderDetail, { ref })).data,
    retry: false,
  })

type ActionCall = StaffCall<z.ZodType, typeof OrderActionAnswerSchema>

/**
 * One action on the order: the page shows the order the server answers; a
 * refusal (another staff member was first) is shown as the server words it,
 * and the order is read again so the page shows what happened.
 */
export function useOrderAction<C extends ActionCall>(call: C, ref: string, onDone?: () => void) {
  const queryClient = useQueryClient()
  const key = orderDetailQuery(ref).queryKey
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) => callApi(call, payload),
    onSuccess: (answer) => {
      const { message, order } = (answer as { data: { message: string; order: OrderDetail } }).data
      queryClient.setQueryData(key, order)
      toast.success(message)
      onDone?.()
    },
    onError: (error) => {
      toast.error(error.message)
      void queryClient.invalidateQueries({ queryKey: key })
    },
  })
}
