import { QueryClient } from '@tanstack/react-query'
import { AdminApiError } from './api-client'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // A refusal (4xx) will not change by asking again; a dropped connection may.
      retry: (count, error) =>
        !(error instanceof AdminApiError && error.status >= 400) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
})
