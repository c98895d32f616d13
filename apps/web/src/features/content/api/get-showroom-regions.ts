import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'
import { useApiErrorToast } from '@/lib/use-api-error'

const payload = { store_listing: 1 } as const

export const showroomRegionsQueryOptions = () =>
  queryOptions({
    queryKey: ['showroom-regions', payload],
    queryFn: () => fetchCall('getShowroomRegions', payload),
    select: (data) => data.data.showroom_region_list,
  })

/** The showroom regions the store locator lists (GET master/showroom-region?store_listing=1). */
export function useShowroomRegions() {
  const query = useQuery(showroomRegionsQueryOptions())
  useApiErrorToast(query.error)
  return query
}
