import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  exportBoardOrders,
  getBoardCounts,
  listBoardOrders,
} from '@store/contract/admin/orders-board'
import type { OrdersBoardQuery } from '@store/contract/admin/orders-board'
import { apiUrl } from '../../env'
import { callApi } from '../../lib/api'

/** New orders show up while the tab is in view; a hidden tab asks nothing. */
export const BOARD_REFRESH_MS = 10_000

type FilterQuery = Omit<OrdersBoardQuery, 'cursor'>

export const boardOrdersQuery = (query: OrdersBoardQuery) =>
  queryOptions({
    queryKey: ['orders-board', 'list', query],
    queryFn: async ({ signal }) => (await callApi(listBoardOrders, query, { signal })).data,
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_REFRESH_MS,
    retry: false,
  })

export const boardCountsQuery = (query: FilterQuery) => {
  // The counts cover every group: only the other filters narrow them.
  const scope: FilterQuery = {
    ...query,
    status: undefined,
    group: undefined,
    attention: undefined,
  }
  return queryOptions({
    queryKey: ['orders-board', 'counts', scope],
    queryFn: async ({ signal }) => (await callApi(getBoardCounts, scope, { signal })).data,
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_REFRESH_MS,
    retry: false,
  })
}

/** The export is a plain link: the browser downloads it with the session cookie. */
export function exportHref(query: FilterQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (typeof value === 'string' && value !== '') params.set(key, value)
    else if (typeof value === 'number') params.set(key, String(value))
  const text = params.toString()
  return `${apiUrl(exportBoardOrders.path)}${text ? `?${text}` : ''}`
}
