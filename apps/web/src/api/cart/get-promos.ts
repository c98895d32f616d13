import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'

export const promosQueryOptions = queryOptions({
  queryKey: ['promos'],
  queryFn: async () => (await fetchCall('getPromos')).product_promos,
  staleTime: 5 * 60_000,
})

/** The running promo bundles, so a change in the cart can preview its saving at once. */
export const usePromos = () => useQuery(promosQueryOptions)
