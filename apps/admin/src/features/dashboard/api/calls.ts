import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getDashboard } from '@store/contract/admin/dashboard'
import type { DashboardQuery } from '@store/contract/admin/dashboard'
import { callApi } from '@/lib/api-client'

export const dashboardQuery = (query: DashboardQuery) => ({
  queryKey: ['dashboard', query],
  queryFn: async () => (await callApi(getDashboard, query)).data,
})

/** The figures of a range; the last range's stay on screen while the next one loads. */
export const useDashboard = (query: DashboardQuery) =>
  useQuery({ ...dashboardQuery(query), placeholderData: keepPreviousData, retry: false })
