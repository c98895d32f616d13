import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'

export const getProductById = async (id: number) => (await fetchCall('getProduct', { id })).product

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['product', id], queryFn: () => getProductById(id) })

export const useProduct = (id: number) => useQuery(productQueryOptions(id))
