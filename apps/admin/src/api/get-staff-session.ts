import { queryOptions, useQuery } from '@tanstack/react-query'
import { getStaffSession } from '@store/contract/admin/auth'
import type { StaffMe } from '@store/contract/admin/auth'
import type { StaffRole } from '@store/contract/admin/staff-roles'
import { AdminApiError, callApi } from '@/lib/api-client'

export const sessionQuery = queryOptions({
  queryKey: ['staff-session'],
  queryFn: async () => {
    try {
      return (await callApi(getStaffSession, {})).data
    } catch (error) {
      // Signed out is an answer, not a failure.
      if (error instanceof AdminApiError && error.status === 401) return null
      throw error
    }
  },
  staleTime: 60_000,
})

export const useStaffSession = () => useQuery(sessionQuery)

export const canAct = (staff: StaffMe | undefined | null, roles: readonly StaffRole[]) =>
  Boolean(staff && roles.includes(staff.role))
