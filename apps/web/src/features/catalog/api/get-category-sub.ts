import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'

export const getCategorySub = async (id: number) =>
  (await fetchCall('getCategorySub', { id })).category_sub

export const categorySubQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['category-sub', id],
    queryFn: () => getCategorySub(id),
    staleTime: 10 * 60_000,
  })

export const useCategorySub = (id: number | undefined) =>
  useQuery({ ...categorySubQueryOptions(id ?? 0), enabled: id !== undefined })
