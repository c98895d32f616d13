import { queryOptions, useQuery } from '@tanstack/react-query'
import { listStockShowrooms } from '@store/contract/admin/stock'
import { callApi } from '@/lib/api-client'
import { STOCK } from './stock-query'

export const getStockShowrooms = async (signal?: AbortSignal) =>
  (await callApi(listStockShowrooms, {}, { signal })).data

export const stockShowroomsQueryOptions = queryOptions({
  queryKey: [...STOCK, 'showrooms'],
  queryFn: ({ signal }) => getStockShowrooms(signal),
  staleTime: 300_000,
})

/** The showrooms whose stock this account may see (a SHOWROOM account: its own). */
export const useStockShowrooms = () => useQuery(stockShowroomsQueryOptions)
