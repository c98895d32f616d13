import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { fetchCall, initialAnswer } from '@/lib/api-client'

/** The header's own texts (the promo bar), which the back office changes. */
export const siteHeaderQueryOptions = () =>
  queryOptions({
    queryKey: ['site-header'],
    queryFn: () => fetchCall('getSiteHeader'),
    initialData: () => initialAnswer('getSiteHeader'),
    staleTime: 10 * 60_000,
  })

export const prefetchSiteHeader = (queryClient: QueryClient) => [
  queryClient.prefetchQuery(siteHeaderQueryOptions()),
]

export const useSiteHeader = () => useQuery(siteHeaderQueryOptions())
