import { queryOptions, useQuery } from '@tanstack/react-query'
import { getReturn } from '@store/contract/admin/returns'
import { callApi } from '@/lib/api-client'

export const returnQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: ['returns', 'detail', ref],
    queryFn: async ({ signal }) => (await callApi(getReturn, { ref }, { signal })).data.return,
    retry: false,
  })

/** One return whole: its lines, photos, bank details for money roles, and its timeline. */
export const useReturn = (ref: string) => useQuery(returnQueryOptions(ref))
