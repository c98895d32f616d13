import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  getProductStock,
  getShowroomStock,
  listStockShowrooms,
  saveStock,
} from '@store/contract/admin/stock'
import type { SaveStockInput, ShowroomStockQuery } from '@store/contract/admin/stock'
import { callApi } from '@/lib/api-client'

// An edited grid is not refreshed behind the editor's back: each edit keeps what it saw anyway.
const STOCK_QUERY = { staleTime: 30_000, refetchOnWindowFocus: false } as const

export const productStockQuery = (productId: number) =>
  queryOptions({
    ...STOCK_QUERY,
    queryKey: ['stock', 'product', productId],
    queryFn: async ({ signal }) =>
      (await callApi(getProductStock, { product_id: productId }, { signal })).data,
  })

export const showroomStockQuery = (query: ShowroomStockQuery) =>
  queryOptions({
    ...STOCK_QUERY,
    queryKey: ['stock', 'showroom', query],
    queryFn: async ({ signal }) => (await callApi(getShowroomStock, query, { signal })).data,
  })

export const stockShowroomsQuery = queryOptions({
  queryKey: ['stock', 'showrooms'],
  queryFn: async ({ signal }) => (await callApi(listStockShowrooms, {}, { signal })).data,
  staleTime: 300_000,
})

export function useSaveStock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SaveStockInput) => callApi(saveStock, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stock'] }),
  })
}
