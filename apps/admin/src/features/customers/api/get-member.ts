import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { getMember } from '@store/contract/admin/customers'
import { callApi } from '@/lib/api-client'

export const getMemberDetail = async (id: number, signal?: AbortSignal) =>
  (await callApi(getMember, { id }, { signal })).data

export const memberQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['customers', 'member', id],
    queryFn: id === null ? skipToken : ({ signal }) => getMemberDetail(id, signal),
    retry: false,
  })

/** One member: contact, figures, addresses and orders; nothing is asked for an id that is not one. */
export const useMember = (id: number | null) => useQuery(memberQueryOptions(id))
