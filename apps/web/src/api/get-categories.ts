import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { MESSAGES } from '@store/contract/messages'
import { fetchCall } from '@/lib/api-client'
import { useApiErrorToast } from '@/lib/use-api-error'

/** Cached whole under ['categories']: the header's menus and the list's sidebar share it. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: () => fetchCall('getCategories'),
    staleTime: 10 * 60_000,
  })

/** For the server's first view: the menus render with their categories. */
export const prefetchCategories = (queryClient: QueryClient) => [
  queryClient.prefetchQuery(categoriesQueryOptions()),
]

/**
 * The categories with their sub-categories. The header calls it on every
 * page and reports a failure ('Fail to retrieve categories.'); other users
 * pass `report: false` so the toast shows once.
 */
export function useCategories({ report = true }: { report?: boolean } = {}) {
  const query = useQuery({ ...categoriesQueryOptions(), select: (data) => data.categories })
  useApiErrorToast(report ? query.error : null, MESSAGES.failCategories)
  return query
}
