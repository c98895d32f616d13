import { queryOptions, useQuery } from '@tanstack/react-query'
import { listStaff } from '@store/contract/admin/staff'
import { callApi } from '@/lib/api-client'

export const getStaff = async (signal?: AbortSignal) =>
  (await callApi(listStaff, {}, { signal })).data

export const staffQueryOptions = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) => getStaff(signal),
  retry: false,
})

/** Every account, the open invitations, the showrooms to assign and the two-step policy. */
export const useStaff = () => useQuery(staffQueryOptions)
