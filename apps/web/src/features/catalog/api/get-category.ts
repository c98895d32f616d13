import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'

export const getCategory = async (id: number) => (await fetchCall('getCategory', { id })).category

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['category', id],
    queryFn: () => getCategory(id),
    staleTime: 10 * 60_000,
  })

export const useCategory = (id: number | undefined) =>
  useQuery({ ...categoryQueryOptions(id ?? 0), enabled: id !== undefined })
