import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiCall } from '@store/contract/call'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'
import { CATEGORIES } from './get-categories'

/**
 * Any category write: every category answer is read again after it, whatever the
 * answer. Not awaited: the form closes and says so as soon as the write is done.
 */
export function useCategoryWrite<C extends ApiCall>(call: C) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) => callApi(call, payload),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CATEGORIES }),
  })
}
