import { queryOptions, useQuery } from '@tanstack/react-query'
import { getShowrooms } from '@store/contract/admin/showrooms'
import { callApi } from '@/lib/api-client'

export const getRegions = async (signal?: AbortSignal) =>
  (await callApi(getShowrooms, {}, { signal })).data.regions

export const showroomsQueryOptions = queryOptions({
  queryKey: ['showrooms'],
  queryFn: ({ signal }) => getRegions(signal),
  refetchOnWindowFocus: false,
})

/** The store locator's regions, each with its showrooms, in the order /stores lists them. */
export const useShowrooms = () => useQuery(showroomsQueryOptions)
