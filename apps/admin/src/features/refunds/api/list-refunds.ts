import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listRefunds } from '@store/contract/admin/refunds'
import type { RefundsQuery } from '@store/contract/admin/refunds'
import { callApi } from '@/lib/api-client'

export const refundsQueryOptions = (query: RefundsQuery) =>
  queryOptions({
    queryKey: ['refunds', query],
    queryFn: async ({ signal }) => (await callApi(listRefunds, query, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  })

/** A page of the refunds ledger, newest first, with what the filter holds and its channels. */
export const useRefunds = (query: RefundsQuery) => useQuery(refundsQueryOptions(query))
