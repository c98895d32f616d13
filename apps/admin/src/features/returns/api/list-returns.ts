import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listReturns } from '@store/contract/admin/returns'
import type { ReturnsQuery } from '@store/contract/admin/returns'
import { getBoardCounts } from '@store/contract/admin/orders-board'
import { callApi } from '@/lib/api-client'

export const returnsQueryOptions = (query: ReturnsQuery) =>
  queryOptions({
    queryKey: ['returns', 'list', query],
    queryFn: async ({ signal }) => (await callApi(listReturns, query, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  })

/** A page of returns, newest first, as the filters and the account's showrooms allow. */
export const useReturns = (query: ReturnsQuery) => useQuery(returnsQueryOptions(query))

/** The showrooms this account may filter by: the orders board's own list of them. */
export const useReturnShowrooms = () =>
  useQuery({
    queryKey: ['returns', 'showrooms'],
    queryFn: async ({ signal }) => (await callApi(getBoardCounts, {}, { signal })).data.showrooms,
    staleTime: 5 * 60 * 1000,
    retry: false,
  })
