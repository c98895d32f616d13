import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listBoardOrders } from '@store/contract/admin/orders-board'
import type { OrdersBoardQuery } from '@store/contract/admin/orders-board'
import { callApi } from '@/lib/api-client'

/** New orders show up while the tab is in view; a hidden tab asks nothing. */
export const BOARD_REFRESH_MS = 10_000

export const getBoardOrders = async (query: OrdersBoardQuery, signal?: AbortSignal) =>
  (await callApi(listBoardOrders, query, { signal })).data

export const boardOrdersQueryOptions = (query: OrdersBoardQuery) =>
  queryOptions({
    queryKey: ['orders-board', 'list', query],
    queryFn: ({ signal }) => getBoardOrders(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_REFRESH_MS,
    retry: false,
  })

/** A page of 50 orders, newest first, read again every 10 seconds. */
export const useBoardOrders = (query: OrdersBoardQuery) => useQuery(boardOrdersQueryOptions(query))
