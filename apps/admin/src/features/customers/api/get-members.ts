import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listMembers } from '@store/contract/admin/customers'
import type { CustomerQuery } from '@store/contract/admin/customers'
import { callApi } from '@/lib/api-client'

export const getMembers = async (query: CustomerQuery, signal?: AbortSignal) =>
  (await callApi(listMembers, query, { signal })).data

export const membersQueryOptions = (query: CustomerQuery) =>
  queryOptions({
    queryKey: ['customers', 'members', query],
    queryFn: ({ signal }) => getMembers(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  })

/** A page of members, searched by name, e-mail or phone; asked only while their tab is open. */
export const useMembers = (query: CustomerQuery, enabled: boolean) =>
  useQuery({ ...membersQueryOptions(query), enabled })
