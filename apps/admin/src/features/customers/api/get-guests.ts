import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listGuests } from '@store/contract/admin/customers'
import type { CustomerQuery } from '@store/contract/admin/customers'
import { callApi } from '@/lib/api-client'

export const getGuests = async (query: CustomerQuery, signal?: AbortSignal) =>
  (await callApi(listGuests, query, { signal })).data

export const guestsQueryOptions = (query: CustomerQuery) =>
  queryOptions({
    queryKey: ['customers', 'guests', query],
    queryFn: ({ signal }) => getGuests(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  })

/** A page of guests (one row per e-mail that ordered without an account); asked only on their tab. */
export const useGuests = (query: CustomerQuery, enabled: boolean) =>
  useQuery({ ...guestsQueryOptions(query), enabled })
