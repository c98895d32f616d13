import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { getShowroomStock } from '@store/contract/admin/stock'
import type { ShowroomStockQuery } from '@store/contract/admin/stock'
import { callApi } from '@/lib/api-client'
import { STOCK, STOCK_QUERY } from './stock-query'

export const getStockOfShowroom = async (query: ShowroomStockQuery, signal?: AbortSignal) =>
  (await callApi(getShowroomStock, query, { signal })).data

export const showroomStockQueryOptions = (query: ShowroomStockQuery | null) =>
  queryOptions({
    ...STOCK_QUERY,
    queryKey: [...STOCK, 'showroom', query],
    queryFn: query === null ? skipToken : ({ signal }) => getStockOfShowroom(query, signal),
  })

/** A page of one showroom's products and what it holds of each size; none until a showroom is known. */
export const useShowroomStock = (query: ShowroomStockQuery | null) =>
  useQuery(showroomStockQueryOptions(query))
