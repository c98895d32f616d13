import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { getAdminProduct } from '@store/contract/admin/products'
import { callApi } from '@/lib/api-client'

export const getProduct = (id: number, signal?: AbortSignal) =>
  callApi(getAdminProduct, { id }, { signal })

export const productQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['admin-product', id],
    queryFn: id === null ? skipToken : ({ signal }) => getProduct(id, signal),
  })

/** One product with its sizes and related products; nothing is asked for an id that is not one. */
export const useProduct = (id: number | null) => useQuery(productQueryOptions(id))
