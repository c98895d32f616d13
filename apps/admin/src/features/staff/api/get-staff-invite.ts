import { queryOptions, useQuery } from '@tanstack/react-query'
import { getStaffInvite } from '@store/contract/admin/staff'
import { callApi } from '@/lib/api-client'

export const getInvite = async (token: string, signal?: AbortSignal) =>
  (await callApi(getStaffInvite, { token }, { signal })).data

export const staffInviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['staff-invite', token],
    queryFn: ({ signal }) => getInvite(token, signal),
    retry: false,
  })

/** Who an invitation's link is for, or why it no longer works. */
export const useStaffInvite = (token: string) => useQuery(staffInviteQueryOptions(token))
