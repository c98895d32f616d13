import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiCall } from '@store/contract/call'
import { listAdminCategories } from '@store/contract/admin/categories'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: async ({ signal }) => (await callApi(listAdminCategories, {}, { signal })).data,
})

/** Any category write: the list is read again after it, whatever the answer. */
export function useCategoryWrite<C extends ApiCall>(call: C) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) => callApi(call, payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['categories'] }),
  })
}
