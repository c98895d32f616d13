import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getReturnFigures } from '@store/contract/admin/return-figures'
import type { DashboardQuery } from '@store/contract/admin/dashboard'
import { callApi } from '@/lib/api-client'

/** What came back of a range's sales; the last range's stay on screen while the next one loads. */
export const useReturnFigures = (query: DashboardQuery) =>
  useQuery({
    queryKey: ['dashboard', 'returns', query],
    queryFn: async ({ signal }) => (await callApi(getReturnFigures, query, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  })
