import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { getStaffSession } from '@store/contract/admin/auth'
import type { StaffSessionResponseSchema } from '@store/contract/admin/auth'
import { followStaffLanguage } from '@/i18n/follow-language'
import { AdminApiError, callApi } from '@/lib/api-client'

/** Who is signed in and where the session stands (its second factor). */
export type StaffSession = z.output<typeof StaffSessionResponseSchema>['data']

export async function getSession(signal?: AbortSignal): Promise<StaffSession | null> {
  try {
    const { data } = await callApi(getStaffSession, {}, { signal })
    followStaffLanguage(data.staff.language)
    return data
  } catch (error) {
    // Signed out is an answer, not a failure.
    if (error instanceof AdminApiError && error.status === 401) return null
    throw error
  }
}

export const staffSessionQueryOptions = queryOptions({
  queryKey: ['staff-session'],
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 60_000,
})

/** The signed-in account: every screen's frame, and the roles each action is offered to. */
export const useStaffSession = () => useQuery(staffSessionQueryOptions)

/** A sign-in, a second factor, an accepted invitation or a sign-out answers the session itself. */
export const setStaffSession = (client: QueryClient, session: StaffSession | null) =>
  client.setQueryData(staffSessionQueryOptions.queryKey, session)

/** After a change to the account's own second factor, read the session again. */
export const refreshStaffSession = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: staffSessionQueryOptions.queryKey })
