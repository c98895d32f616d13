import { QueryClient } from '@tanstack/react-query'
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
