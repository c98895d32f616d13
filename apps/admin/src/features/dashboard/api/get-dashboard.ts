import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDashboard } from '@store/contract/admin/dashboard'
import type { DashboardQuery } from '@store/contract/admin/dashboard'
import { callApi } from '@/lib/api-client'

export const getFigures = async (query: DashboardQuery, signal?: AbortSignal) =>
  (await callApi(getDashboard, query, { signal })).data

export const dashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({
    queryKey: ['dashboard', query],
    queryFn: ({ signal }) => getFigures(query, signal),
  })

/** The figures of a range; the last range's stay on screen while the next one loads. */
export const useDashboard = (query: DashboardQuery) =>
  useQuery({ ...dashboardQueryOptions(query), placeholderData: keepPreviousData, retry: false })
