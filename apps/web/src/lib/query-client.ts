import { QueryClient } from '@tanstack/react-query'
import type { QueryKey } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** One per server render (answers never leak between shoppers), and one in the browser. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  })
}

export const queryClient = createQueryClient()

/**
 * Reads queries again after a change the server has made. A read already on
 * its way may have been answered before the change, and for a query with no
 * data yet (its first read, as when a tap made before the page hydrated
 * changes the wishlist or the cart while they first load) invalidating joins
 * that read rather than starting another, so the stale answer would stand.
 * Cancelling it first makes the read that follows see the change.
 */
export async function refetchAfterChange(client: QueryClient, ...queryKeys: QueryKey[]) {
  await Promise.all(queryKeys.map((queryKey) => client.cancelQueries({ queryKey })))
  await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })))
}
