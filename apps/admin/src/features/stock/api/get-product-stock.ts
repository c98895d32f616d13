import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { getProductStock } from '@store/contract/admin/stock'
import { callApi } from '@/lib/api-client'
import { STOCK, STOCK_QUERY } from './stock-query'

export const getStockOfProduct = async (productId: number, signal?: AbortSignal) =>
  (await callApi(getProductStock, { product_id: productId }, { signal })).data

export const productStockQueryOptions = (productId: number | null) =>
  queryOptions({
    ...STOCK_QUERY,
    queryKey: [...STOCK, 'product', productId],
    queryFn: productId === null ? skipToken : ({ signal }) => getStockOfProduct(productId, signal),
  })

/** What each showroom holds of each size of one product; nothing is asked for an id that is not one. */
export const useProductStock = (productId: number | null) =>
  useQuery(productStockQueryOptions(productId))
