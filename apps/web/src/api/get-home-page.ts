import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { fetchCall, initialAnswer } from '@/lib/api-client'
import { useApiErrorToast } from '@/lib/use-api-error'

export const homePageQueryOptions = () =>
  queryOptions({
    queryKey: ['home'],
    queryFn: () => fetchCall('getHomePage'),
    // The answer the server put in the page, read synchronously: the first
    // render shows the content at once, with nothing for the footer to jump past.
    initialData: () => initialAnswer('getHomePage'),
  })

export const prefetchHomePage = (queryClient: QueryClient) => [
  queryClient.prefetchQuery(homePageQueryOptions()),
]

/**
 * Everything GET master/page/home returns. The home page, the category
 * landings, the hashtag gallery and /fashion all read this one cached answer,
 * so it lives here and those features import it rather than ask again.
 */
export function useHomePage() {
  const query = useQuery(homePageQueryOptions())
  useApiErrorToast(query.error)
  return query
}
