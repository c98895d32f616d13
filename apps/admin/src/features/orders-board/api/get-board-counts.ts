import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getBoardCounts } from '@store/contract/admin/orders-board'
import { callApi } from '@/lib/api-client'
import { countsScope } from '../utils/board-params'
import type { BoardFilters } from '../utils/board-params'
import { BOARD_REFRESH_MS } from './get-board-orders'

export const getCounts = async (filters: BoardFilters, signal?: AbortSignal) =>
  (await callApi(getBoardCounts, filters, { signal })).data

export const boardCountsQueryOptions = (filters: BoardFilters) => {
  const scope = countsScope(filters)
  return queryOptions({
    queryKey: ['orders-board', 'counts', scope],
    queryFn: ({ signal }) => getCounts(scope, signal),
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_REFRESH_MS,
    retry: false,
  })
}

/** The count of each group (the chips), the orders needing attention and the showrooms to filter by. */
export const useBoardCounts = (filters: BoardFilters) => useQuery(boardCountsQueryOptions(filters))
