import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { getPromoBundle } from '@store/contract/admin/promo-bundles'
import { callApi } from '@/lib/api-client'
import { PROMO_BUNDLES } from './promo-bundle-keys'

export const getBundle = async (id: number, signal?: AbortSignal) =>
  (await callApi(getPromoBundle, { id }, { signal })).data

export const promoBundleQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...PROMO_BUNDLES, 'detail', id],
    queryFn: id === null ? skipToken : ({ signal }) => getBundle(id, signal),
  })

/** One promo bundle to edit, with its targets named; nothing is asked for a new one. */
export const usePromoBundle = (id: number | null) => useQuery(promoBundleQueryOptions(id))
